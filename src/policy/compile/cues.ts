import { otherPartyActs } from './agency.js';
import { actionGroupsOf } from './vocabulary.js';

const isActionWord = (w: string): boolean => actionGroupsOf(w).size > 0;

/**
 * How users state reservations. Each family is a set of patterns over a lower-cased clause (after
 * phrase rewriting). `never` families forbid outright; `approval` families keep the action for
 * the user; `prohibit` is a plain "don't", read as keeping it for the user (post_approval).
 */

export type ReservationKind = 'never' | 'approval' | 'prohibit';

export interface Cue {
  kind: ReservationKind;
  family: string;
}

// (one other person — "leave it to Dr. Patel", "to the partner" — is no longer the user: HANDED, never)
const ME = String.raw`(?:me|myself|us|ourselves|the user)`;

/*
 * One other person (lower-cased text): a title and a name ("dr. reyes", "prof. liu"), or a
 * determiner and a singular role ("my accountant", "the night editor", "a supervisor", "our comms
 * lead", "the head of department"). Not the customer or the client's counterpart: a role the user
 * answers to or hands work to. A decision such a person owns is theirs, not the user's (never); one
 * they only clear before the user or the assistant acts is a gate (post_approval).
 */
const ROLE_ONE = String.raw`(?:accountant|bookkeeper|lawyer|attorney|solicitor|counsel|manager|lead|editor|director|partner|supervisor|coordinator|consultant|pi|physician|doctor|gp|surgeon|nurse|pharmacist|client|cmo|ceo|cfo|coo|cto|cio|ciso|vp|owner|landlord|agent|advis[eo]r|boss|principal|head|chair|chairperson|president|dean|provost|registrar|controller|treasurer|officer|architect|broker|planner|secretary|administrator|steward|sponsor|investigator|therapist|superintendent|inspector|auditor|executive|founder|chief|commissioner|mayor|clerk|caseworker|adjuster|underwriter|recruiter|publisher|producer|curator|trustee|wife|husband|spouse|foreman|forewoman|gm|dispatcher|chef|partner|mum|mom|dad|father|mother|rep|representative|vet|veterinarian|captain|ra|rn)`;
// (a whole word: the "a" ending "rota" is no determiner)
const PERSON_RE = String.raw`(?:\b(?:dr|prof|mr|mrs|ms|miss)\.?\s+[a-z][\w'-]*|\b(?:the|my|our|their|his|her|a|an)\s+(?:[\w&'-]+\s+){0,3}?${ROLE_ONE}\b(?:\s+of\s+[\w-]+)?)`;

/**
 * A family: its name, its pattern over the lower-cased clause, and words one of which every match
 * contains (null: no such word). Most clauses state no reservation, and a clause without any of the
 * words cannot match, so the pattern is not run on it.
 */
type Family = readonly [name: string, pattern: RegExp, words: readonly string[] | null];

/** "until"/"before" alone: a reservation only when something is held back pending a person's act (reservationCue). */
const UNTIL: Family = ['until-approval', /\b(?:until|till|before|unless)\b/, ['until', 'till', 'before', 'unless']];

/** Families that keep an action for the user (post_approval), UNTIL aside; the first that fires names the reservation. */
const APPROVAL: readonly Family[] = [
  ['myself', /\b(?:myself|personally|ourselves)\b/, ['myself', 'personally', 'ourselves']],
  // "I'll be the one to send it", "I'm the one who files", "I want to be the person who sends it"
  ['the-one-who', /\b(?:i|we)(?:'ll|'m|'re| will| am| are| want to| would like to|'d like to| need to| have to| must| should)?\s+(?:be\s+)?the\s+(?:one|ones|person|people)\s+(?:to|who|that)\b/, ['the one', 'the person', 'the people']],
  // "leave" as a verb (clause start or after a joint), not the noun ("the leave schedule")
  ['leave-to-me', new RegExp(String.raw`(?:^|,\s*|\b(?:and|please|just|but|so|then|i'd|you can|you should)\s+)leave\b.*\b(?:to|for) ${ME}\b`), ['leave']],
  ['hold-off', /\bhold(?:ing)?\s+off\b|\bhold\s+on\s+(?:that|this|it|them|those)\b|^(?:but\s+|please\s+|just\s+)?hold\s+(?:it|this|that|them|those|these)\b(?!\s+(?:up|together|open|in place|steady))|\bhold\b.*\b(?:back|for now)\b|\bon hold\b|\bpark\s+(?:it|this|that|them|these|those)\b/, ['hold', 'park']],
  ['not-yet', /\b(?:not|don't|dont|no|nothing|never)\b.*\byet\b|\bnot (?:for )?now\b|\bfor now\b.*\b(?:don't|do not|no)\b/, ['yet', 'now']],
  ['wait-for', /\bwait(?:s|ing)?\b.*\b(?:for|until|till)\b|\bshould wait\b/, ['wait']],
  ['my-approval', /\bmy\s+(?:approval|ok|okay|signoff|go-?ahead|goahead|consent|review|confirmation|green light|say-so|permission|blessing)\b/, ['my']],
  ['needs-approval', /\b(?:need|needs|require|requires|requiring|subject to)\b.*\b(?:approval|signoff|ok|okay|authori[sz]ation|confirmation|consent|review)\b/, ['need', 'requir', 'subject to']],
  ['check-with-me', /\b(?:check(?:ed|ing)?|confirm(?:ed|ing)?|clear(?:ed|ing)?|run|ran|running|verif(?:y|ied|ying))\b.*\b(?:with|by|past)\s+me\b/, ['check', 'confirm', 'clear', 'run', 'ran', 'verif']],
  // routed to the user, or to one person of theirs, first ("anything above $300 goes to my manager first")
  ['routed-to-me', /\b(?:go|goes|going|has to go|have to go|must go|needs to go|need to go|should go|comes?|come)\s+(?:to|past|by|through)\s+(?:me|my\s+[\w-]+)\b/, ['go', 'come']],
  // one person clearing the act first, the assistant acting after ("run it by my manager first,
  // then send", "check the wording with Dr. Okafor"): a gate the user relays (post_approval)
  ['check-with-person', new RegExp(String.raw`\b(?:check(?:ed|ing)?|confirm(?:ed|ing)?|clear(?:ed|ing)?|run|ran|running|verif(?:y|ied|ying))\b.*\b(?:with|by|past)\s+${PERSON_RE}`), ['check', 'confirm', 'clear', 'run', 'ran', 'verif']],
  // "it can go out once the hiring manager has okayed the number": a gate, the act ours afterwards
  // (also a name placed in a unit: "once Kim in underwriting has cleared the appraisal")
  ['once-person', new RegExp(String.raw`\b(?:once|after|when|until|till|unless|before)\s+(?:${PERSON_RE}|(?:he|she)(?='s\s)|(?!(?:it|this|that|they|we|i|you|he|she)\s)[a-z][\w'-]+\s+(?:in|from|at|on)\s+(?:the\s+)?[\w-]+)(?:'s)?\s+(?:has\s+|have\s+|had\s+)?(?:\w+\s+)?(?:okayed|ok'd|oked|approved|signed|signedoff|cleared|agreed|confirmed|reviewed|seen|checked|approves|signs|clears|agrees|confirms|reviews|okays)\b`), ['once', 'after', 'when', 'until', 'till', 'unless', 'before']],
  // "anything over 10% needs the VP of Sales": one person's clearance first, a gate
  ['needs-person', new RegExp(String.raw`\b(?:needs?|requires?|requiring)\s+${PERSON_RE}(?!\s+to\s+(?:be|have)\b)`), ['need', 'requir']],
  // "I'll tell you to send it", "I'll let you know when": the user gives the word later
  ['tell-you-later', /\b(?:i|we)(?:'ll| will| am going to|'m going to)\s+(?:tell|ask|let)\s+you\s+(?:to|when|know when|know once|know and (?:then )?you can)\b/, ['you']],
  ['ask-me', /\bask(?:ing)?\s+me\b|\bask(?:ing)? (?:first|permission)\b/, ['ask']],
  ['i-approve', /\b(?:i|we)(?:'ll| will| would|'d| want to| need to| have to| must| shall)?\s+(?:approve|review|check|look|read|sign|confirm|see|agree|vet|decide)\b/, null],
  ['pending', /\b(?:pending|awaiting)\s+(?:my|our|the user's|your)?\s*(?:review|approval|signoff|sign|ok|okay|confirmation|decision|consent)\b/, ['pending', 'awaiting']],
  ['once-i', /\b(?:once|after|when)\s+(?:i|we)(?:'ve| have| had)?\s+(?:approved|reviewed|signedoff|signoff|checked|confirmed|okayed|seen|read|looked)/, ['once', 'after', 'when']],
  ['let-me', /\blet me\s+(?:review|see|check|approve|look|read|decide|sign|confirm|handle|do)\b/, ['let me']],
  ['i-handle', /\b(?:i|we)(?:'ll| will| am going to|'m going to| want to| prefer to|'d like to| would like to)\s+(?:handle|do|take care of|send|submit|file|launch|post|publish|pay|close|make|own|forward|pass|hand|deliver|sign|release|book|order|place|share|upload)\b/, null],
];

/** A collective third party: another team, department, committee, office (not the user or one person). */
const BODY = String.raw`(?:[\w-]+\s+){0,3}?(?:team|teams|department|dept|committee|board|office|desk|unit|division|group|council)\b`;
/**
 * The decision handed to another team: "is for the billing team to decide", "is handled by the
 * finance team", "belongs to the finance department", "is the comms team's call", "is up to the
 * litigation team". The user's own approval in the chat cannot stand in for that party's, so for the
 * assistant the action is never (one person — "my manager", "the partner" — stays the user's
 * reservation). Audience routes ("the support team only", "stays within the team", "go through the
 * Team requests") are not decisions and do not match.
 */
const DELEGATED: Family = [
  'delegated',
  new RegExp(
    String.raw`\b(?:is|are|'s)\s+(?:for\s+(?:the\s+)?${BODY}\s+to\s+(?:decide|approve|handle|sign|do|action|make|own|judge)|(?:up|down)\s+to\s+(?:the\s+)?${BODY}(?!\s+only))|\b(?:handled|owned|decided|approved|managed|signed off|placed)\s+(?:\w+\s+)?by\s+(?:the\s+)?${BODY}|\bbelongs?\s+to\s+(?:the\s+)?${BODY}|\b(?:decision|call|responsibility|remit)\s+(?:for|of)\s+(?:the\s+)?${BODY}|\b(?:team|department|committee|board|office|desk|unit|division|group)'s\s+(?:call|decision|responsibility|remit|to decide)\b|\b(?:go|goes|going|has to go|have to go|must go|needs to go|need to go)\s+through\s+(?:the\s+)?${BODY}(?=\s*(?:[.,;:!?)]|$|\s+(?:first|before|for|so|and|then|or|which|who)\b))`,
  ),
  ['team', 'department', 'dept', 'committee', 'board', 'office', 'desk', 'unit', 'division', 'group', 'council'],
];

/*
 * Who else decides. A decision the text attributes to a party other than the user and the
 * assistant is out of the assistant's reach whatever the user later says in the chat (never). The
 * forms are grammatical, not a list of phrasings: the party as the agent of a passive ("are
 * authorised by the pharmacy team", "has to be signed off by the controller's office"), as the
 * subject doing the act ("procurement places every order", "the travel desk books all hotels",
 * "which security schedules"), as the owner of the decision ("the CAB's call", "their call, not
 * ours", "sits with HR leadership"), as the one whose approval is needed ("needs deal desk
 * approval"), as the one it is left to ("leave device wipes to security ops"), and the denial that
 * it is ours ("not ours to decide", "out of our hands", "not for us to kick off").
 * A party is collective or institutional: an organisational unit word, a business function, or a
 * plural role ("the attending physicians"). One person ("my manager", "the partner") stays the
 * user's own reservation (post_approval) as before.
 */
const ORG_UNIT = String.raw`(?:team|teams|department|dept|committee|board|office|desk|unit|division|group|council|commission|irb|leadership|management|ops|panel|function|authority|squad|agency|agencies|bureau|provider)`;
const FUNCTION_NAME = String.raw`(?:procurement|purchasing|treasury|billing|finance|accounting|accounts payable|payroll|legal|compliance|security|underwriting|engineering|facilities|audit|pharmacy|comms|communications|editorial|admissions|recruiting|collections|hr|cab|siu|sre|infosec|devops|comp|compensation|benefits|people ops|it ops|employee relations|relations|risk|governance|privacy|safety|quality|infrastructure|infra|platform|brand|partnerships|credit|fraud|claims|clinical|nursing|marketing ops|sales ops|revops|operations|merchandising|buying|planning|logistics|dispatch|fulfil?ment|trading|pricing|customer success|registry|member services)`;
const ROLE_PLURAL = String.raw`(?:physicians|doctors|clinicians|partners|owners|directors|managers|leads|admins|administrators|underwriters|adjusters|accountants|lawyers|attorneys|auditors|editors|officers|approvers|reviewers|trustees|executives|founders|stewards|principals|buyers|merchandisers|planners|recruiters|registrars|agents|brokers|moderators|specialists|engineers|analysts|supervisors|coordinators|nurses|pharmacists|consultants|clerks)`;
/** A collective party (lower-cased text): up to three modifiers and an organisational head word, or a function name. */
// (one person is not the collective: a unit word before a singular role — "the ops director", "our
// finance manager" — or a name placed in a unit — "Kim in underwriting" — names a person, whose
// clearance before the act is a gate; the modifiers are words of the unit's name, not prepositions)
// (nor a relative pronoun: "…, which the pay committee still has to settle" names the committee, not "which the pay committee")
// (nor a conjunction: "once treasury has confirmed" names treasury, not "once treasury")
const MODIFIER = String.raw`(?!(?:in|from|at|of|on|with|for|to|by|which|who|whom|that|when|once|after|before|until|till|unless|if|while|as soon as)\s)[\w&'-]+\s+`;
const PARTY = String.raw`(?:(?:the|our|their|a|an)\s+)?(?:(?:${MODIFIER}){0,3}?(?:${ORG_UNIT}|${ROLE_PLURAL})\b|(?:${MODIFIER}){0,2}${FUNCTION_NAME}(?:\s+(?:&|and)\s+[\w-]+)?\b(?:\s+${ORG_UNIT}\b)?)(?!\s+${ROLE_ONE}\b)`;
// (nor one person named by what they head: "the head of department", "the VP of sales")
const NOT_US = String.raw`(?!(?:me|us|you|myself|ourselves|yourself|the user|my|your|it|this|that|them|him|her|email|phone|mail|post|hand)\b)(?!(?:(?:the|our|their|a|an)\s+)?(?:[\w-]+\s+)?(?:head|chair|director|manager|vp|dean|lead|principal)\s+of\b)`;
const PARTICIPLE = String.raw`(?:\w+ed|\w+en|signedoff|setup|done|made|paid|run|set|put|held|built|bought|told|kept|dealt with|taken care of|owned|sent|sold)`;
const OWNED_THING = String.raw`(?:call|decision|determination|business|job|remit|responsibility|domain|area|prerogative|say|problem|department|bailiwick|turf|matter|concern|province|purview|territory|final say|final word|to decide|to make|to handle|to do|to process|to give|to grant|to issue|to release|to approve|to sign|to authori[sz]e|to send|to file|to pay|to set|to change)`;
const APPROVAL_WORD = String.raw`(?:approval|signoff|ok|okay|authori[sz]ation|consent|clearance|go-?ahead|say-so|blessing|green light)`;

const HANDED: readonly RegExp[] = [
  // "is for billing to decide", "are for the claims unit to approve": the act is the party's to do
  new RegExp(String.raw`\b(?:is|are|'s)\s+(?:(?:strictly|solely|entirely|really)\s+)?for\s+${NOT_US}${PARTY}\s+(?:(?:alone|only|themselves)\s+)?to\s+(?:decide|approve|handle|sign|do|action|make|own|judge|settle|authori[sz]e|grant|give|issue|touch|change|set|place|release|file|submit|send|book|order|pay|post|publish|cancel|run|enter|edit|signoff|process)\b`),
  // "Buying the ticket is for the travel desk": an act named as the subject (a gerund or an act's
  // noun), its predicate the party it is for, and nothing after but the clause's end or its reason
  new RegExp(String.raw`^(?:(?:any|all|the|every)\s+)?(?:[\w-]+ing|changes?|decisions?|approvals?|sign-?offs?|signoffs?)\b[^,;]*?\b(?:is|are)\s+(?:(?:strictly|solely|entirely|really|always)\s+)?for\s+${NOT_US}${PARTY}\s*(?:$|[.;!,:—–-])`),
  // "who gets funded is for the review panel", "whether it is paid is up to the claims unit": the
  // open question of the act, as the subject, given to the party
  new RegExp(String.raw`^(?:(?:when|if|how)\s+(?:and|or)\s+)?(?:who|whom|which|what|whether|when|how much)\b[^;]*?\b(?:is|are)\s+(?:(?:strictly|solely|entirely|really|always)\s+)?(?:for|up\s+to)\s+${NOT_US}${PARTY}`),
  // "is reserved to the zoning board", "are reserved for the registrar's office": the act kept for the party
  new RegExp(String.raw`\breserved\s+(?:exclusively\s+|solely\s+|only\s+)?(?:to|for)\s+${NOT_US}${PARTY}`),
  // "it's the board, not us": the party named as the doer, against the user's side
  new RegExp(String.raw`(?:\b(?:it|that)(?:'s|\s+is)|\bthat's)\s+${NOT_US}${PARTY}\s*,?\s+not\s+(?:us|me|you)\b`),
  // "happens through the duty office", "is done via the registry": the act's route is the party
  new RegExp(String.raw`\b(?:happens?|happening|is done|are done|gets? done|takes? place)\s+(?:only\s+)?(?:through|via|by)\s+${NOT_US}${PARTY}`),
  // "not me and not you", "neither you nor me": the act denied to both sides of the chat
  /\bnot\s+(?:me|us)\s*(?:,|and|or)?\s*(?:not\s+)?you\b|\bnot\s+you\s*(?:,|and|or)?\s*(?:not\s+)?(?:me|us)\b|\bneither\s+(?:you|me|us)\s+nor\s+(?:you|me|us)\b/,
  // the party as the agent of a passive (present or modal: "was approved by the board" is done, not a rule)
  new RegExp(String.raw`\b(?:is|are|'s|be|gets?|getting|being)\s+(?:\w+\s+){0,2}?${PARTICIPLE}\s+(?:\w+\s+)?(?:by|through|via)\s+${NOT_US}${PARTY}`),
  // (the agent after an adjunct of place or occasion: "is decided in the annual review, by the comp committee")
  new RegExp(String.raw`\b(?:is|are|be|gets?)\s+(?:\w+\s+)?${PARTICIPLE}\s+(?:in|at|during|on)\s+(?:[\w&'-]+\s+){1,5}?[\w&'-]+,?\s+by\s+${NOT_US}${PARTY}`),
  // the act coming from the party's desk ("the letters send from the director's office")
  new RegExp(String.raw`\b(?:send|sends|come|comes|coming|issued|go|goes)\s+(?:out\s+)?from\s+${NOT_US}${PARTY}`),
  // the party doing it in a relative clause ("that is something the site IT desk does, not us")
  new RegExp(String.raw`\b(?:something|one|a job|a task|what|the kind of thing)\s+(?:that\s+|which\s+)?${NOT_US}${PARTY}\s+(?:does|do|handles?|owns?|decides?|approves?|signs?|runs?|manages?|takes care of|looks after)\b`),
  // "is a treasury matter", "is an HR decision": the party's name as the owner of the matter
  // ("which makes it a loan-committee matter": the same predicate reached by a consequence;
  // "is deal desk territory": a domain word needs no article)
  new RegExp(String.raw`(?:\b(?:is|are|remains|stays|thats|its|makes\s+it|makes\s+them)|'s)\s+(?:(?:a|an|strictly\s+a|purely\s+a)\s+(?:[\w-]+?[\s-]+){0,2}?(?:${FUNCTION_NAME}|${ORG_UNIT})\s+(?:matter|issue|decision|call|job|responsibility|thing|question|concern)|(?:[\w-]+?[\s-]+){0,2}?(?:${FUNCTION_NAME}|${ORG_UNIT})\s+(?:territory|turf|business|purview|domain)|(?:a|an)\s+(?:[\w-]+?[\s-]+){0,2}?(?:${FUNCTION_NAME}|${ORG_UNIT})\s+(?:territory|turf|business|purview|domain))\b`),
  // "only the treating clinicians may change it": the party as the only one allowed
  new RegExp(String.raw`\bonly\s+${NOT_US}${PARTY}\s+(?:may|can|could|should|are allowed to|is allowed to|are permitted to|is permitted to|gets? to|will)\b`),
  // "requires the data protection office to approve"
  new RegExp(String.raw`\b(?:needs?|requires?|requiring)\s+${NOT_US}${PARTY}\s+to\s+(?:approve|sign|clear|authori[sz]e|okay|ok|agree|decide|review|sign off|signoff)\b`),
  // "without the litigation team signing off": the party's own act of approval as the condition
  new RegExp(String.raw`\bwithout\s+${NOT_US}${PARTY}(?:'s|s')?\s+(?:\w+\s+)?(?:signing|approving|clearing|okaying|agreeing|authori[sz]ing|signoff|signedoff|approval|consent|clearance|ok|okay|go-?ahead|say-so|blessing)\b`),
  // the party owning the decision ("the CAB's call", "is the comms team's decision")
  new RegExp(String.raw`${PARTY}(?:'s|s'|')\s+(?:own\s+)?${OWNED_THING}\b`),
  new RegExp(String.raw`\btheir\s+(?:own\s+)?${OWNED_THING}\b`),
  new RegExp(String.raw`\b(?:sits?|rests?|lies|lie|belongs?)\s+(?:\w+\s+)?with\s+${NOT_US}${PARTY}`),
  // "denials go to the claims review panel", "loan approvals at this size go to the credit
  // committee": the act routed to a deliberating body (a body that decides, not an audience: no
  // meeting, no minutes, no pack)
  new RegExp(String.raw`(?<!(?:^|[,;:]\s*|\b(?:you|please|to|and|then|also|just|first|it|this|that)\s+))\b(?:go|goes|are sent|get sent|gets sent|are referred|get referred|are escalated|are passed)\s+(?:up\s+)?to\s+(?:the|our|their)\s+(?:[\w&'-]+\s+){0,3}?(?:committee|panel|council|commission|tribunal)\b(?!\s+(?:meeting|minutes|pack|packet|members?|list|chair)\b)`),
  // the party's approval needed
  new RegExp(String.raw`\b(?:needs?|requires?|requiring|subject to|pending|awaiting)\s+(?:the\s+)?${NOT_US}${PARTY}(?:'s|s')?\s+${APPROVAL_WORD}`),
  new RegExp(String.raw`\b${APPROVAL_WORD}\s+(?:from|by|of)\s+${NOT_US}${PARTY}`),
  // left to the party
  new RegExp(String.raw`(?:^|\b(?:and|please|just|but|so|then)\s+)leave\b(?:\s+\S+){0,6}?\s+(?:to|for)\s+${NOT_US}${PARTY}`),
  // the act routed through the party ("production changes go through the CAB"); not an audience route
  // (not "could you go through Ivybridge Holdings' claims", "please go through …": asked of the
  // assistant, or an imperative, "go through" is reading, not a route)
  new RegExp(String.raw`(?<!(?:^|[,;:]\s*|\b(?:you|please|to|and|then|also|just|first)\s+))\b(?:go|goes|going|has to go|have to go|must go|needs to go|need to go|should go|is routed|are routed|run|runs|send|sends|goes out|go out)\s+through\s+${NOT_US}${PARTY}(?=\s*(?:[.,;:!?)—–-]|$|\s+(?:first|before|for|so|and|then|or|which|who|alone|only|now)\b))`),
  // the act waiting for the party's own act of approval
  new RegExp(String.raw`\b(?:until|till|unless|before|once|after)\s+${NOT_US}${PARTY}\s+(?:has\s+|have\s+)?(?:\w+\s+)?(?:cleared|approved|signedoff|signed|okayed|authori[sz]ed|reviewed|agreed|clears|approves|signoff|signs|okays|authori[sz]es|reviews|agrees|gives|given)\b`),
  // denied to be ours
  // ("my call, not yours" keeps it for the user: only what is neither the user's nor ours is handed away)
  /\b(?:not|isn't|aren't|wasn't|'s not|'re not)\s+(?:really\s+|actually\s+)?(?:yours\s+or\s+|yours\s+nor\s+|either\s+yours\s+or\s+)?(?:ours|mine)\b|\b(?:isn't|is not|aren't|are not|'s not|not)\s+(?:really\s+)?(?:our|my)\s+(?:call|decision|job|place|remit|business|department|responsibility|say|area)\b|\b(?:out of|beyond|above)\s+(?:our|my)\s+(?:hands|remit|pay ?grade|authority)\b|\bnot\s+(?:up\s+)?(?:to|for)\s+(?:us|me)\s+to\b|\bnot\s+(?:something|anything|one)\s+(?:for|that)\s+(?:us|me)\b|\bnot\s+(?:by|with|from)\s+(?:us|me)\b|\b(?:not|isn't|aren't)\s+(?:within|in)\s+(?:our|my)\s+(?:authority|remit|gift|power|purview|scope|mandate)\b|\bby\s+[^,;]*?,?\s+not\s+(?:by\s+)?(?:us|me)\b|\bnot\s+(?:ours|mine)\s+to\b|\b(?:isn't|is not|'s not|not)\s+up\s+to\s+(?:us|me)\b/,
];

/*
 * The forms by which one other person (PERSON_RE, or a name before "'s") owns the decision or does
 * the act — the same grammar as HANDED, minus the forms of a gate ("needs Dr. Okafor's sign-off",
 * "until my manager approves"), which leave the act with the user or the assistant afterwards.
 */
const NOT_OURS_TO = String.raw`(?!(?:you|yourself|me|us|myself|ourselves|date|speed|scratch|par|standard|snuff|code|spec|now|here|this|that|the\s+(?:mark|task|job|standard|minute|end))\b)(?![\d$£€])`;
/** Words that begin a clause or follow "through" without naming a person ("it does the job", "go through them", "goes through automatically"). */
const NOT_PERSON_NAME = String.raw`(?![a-z]+ly\b)(?!(?:it|this|that|which|who|whoever|what|he|she|they|we|i|you|one|nobody|everyone|someone|anyone|everybody|somebody|anybody|each|either|neither|there|here|then|now|also|just|please|the|a|an|my|our|your|their|his|her|its|them|him|us|me|all|any|some|customs|security|checkout|review|approval|channels|proper|official|normal|usual)\b)`;
const GATED = /\b(?:before|until|till|once|after|first|then|unless)\b/;
const PERSONAL: readonly RegExp[] = [
  // "is Dr. Reyes's decision", "that's Priya's call", "the CMO's call" (not "it's", "today's", a day's)
  new RegExp(String.raw`(?:\b(?:is|are|remains|stays|be|becomes|was)|'s)\s+(?:(?:entirely|strictly|solely|purely|really|ultimately|always)\s+)?(?:[\w.&-]+\s+){0,4}?(?!(?:it|that|what|there|here|let|who|he|she|this|one|today|tomorrow|yesterday|tonight|week|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday|user|my|our|your)(?:'s|s')\s)[\w.-]+(?:'s|s')\s+(?:own\s+)?(?:call|decision|determination|say|say-so|prerogative|final say|final word|to decide|to make|responsibility|remit|bailiwick|job|area|domain|thing|department|baby|turf)\b`),
  // "Rent increases — strictly the landlord's decision": after a topic, the owner's predicate with its copula left out
  new RegExp(String.raw`^(?:(?:entirely|strictly|solely|purely|really|always|all)\s+)?(?:the|my|our)\s+(?:[\w.-]+\s+){0,3}?[\w.-]+(?:'s|s')\s+(?:own\s+)?(?:call|decision|determination|say|prerogative|final say|final word|responsibility|remit|job|domain|department|turf)\b`),
  // "it's her call", "that is his decision"
  /(?:\b(?:is|are|remains|stays)|'s)\s+(?:(?:entirely|strictly|solely|really)\s+)?(?:his|her)\s+(?:own\s+)?(?:call|decision|say|prerogative|responsibility|job|to decide|to make)\b/,
  // "is for the course coordinator, Prof. Liu, to decide"; "a decision for the partner"
  new RegExp(String.raw`\b(?:is|are|'s|remains|stays|be)\s+(?:(?:entirely|strictly|solely|purely|really)\s+)?for\s+(?:the|my|our|their|a|an|dr|prof|mr|mrs|ms)\b(?:[^.;]|\.\s)*?\s+(?:(?:alone|only|themselves|himself|herself)\s+)?to\s+(?:decide|approve|sign|make|handle|judge|do|call|determine|authori[sz]e|settle|action|grant|give|issue|touch|change|set|place|release|file|submit|send|book|order|pay|post|publish|cancel|run|enter|edit|sign off|signoff|process|authorise)\b|\b(?:a|the)\s+(?:decision|call|matter|choice|question)\s+for\s+(?:the|my|our|a|an|his|her|their)\s+[\w-]+|\b(?:is|are|'s)\s+(?:a|the)\s+(?:decision|call|matter|choice)\s+for\s+(?!(?:me|us|you|myself|now|later|today|tomorrow|tonight|another|next|this|that|the|a|an|my|our|your)\b)[a-z][\w-]+\b(?!\s+(?:to\s+)?(?:me|us|you)\b)`),
  // "Filing is for the partner.", "Any change of medication is for the consultant": an act, then the person alone
  // (…, the person named again or what they do after it: "filing is for the partner, Ms. Whitcombe, she decides")
  new RegExp(String.raw`^(?:(?:any|all|the|every)\s+)?(?:[\w-]+ing|changes?|decisions?|approvals?|sign-?offs?)\b[^,;]*?\b(?:is|are)\s+(?:(?:strictly|solely|entirely|really)\s+)?for\s+${PERSON_RE}\s*(?:[.;!]|,.*)?$`),
  // "whether it is submitted is for Prof. Lindgren": the open question of the act, as a subject, given to one person
  new RegExp(String.raw`^(?:(?:when|if|how)\s+(?:and|or)\s+)?(?:whether|if)\b[^;]*?\b(?:is|are)\s+(?:(?:strictly|solely|entirely|really)\s+)?for\s+${PERSON_RE}`),
  // "that's for our attorney, full stop": a demonstrative's act given to one person as an absolute
  // rule (without the marker, "this is for my accountant" names whom a thing is for)
  new RegExp(String.raw`^(?:that|this|those|these|it)(?:'s|\s+is|\s+are|'re)\s+(?:(?:strictly|solely|entirely|really)\s+)?for\s+(?:${PERSON_RE}|(?:(?:the|our|my|their)\s+)?(?:[\w-]+\s+){0,2}?[a-z][\w-]+)\s*,?\s*(?:full stop|period)\b`),
  // "is up to the PI", "is entirely up to Maria in travel" (not "up to you", "up to $500", "up to date")
  new RegExp(String.raw`(?:\b(?:is|are|remains|stays|be|was)|'s)\s+(?:(?:entirely|totally|all|completely|strictly|solely|really|ultimately)\s+)?up\s+to\s+${NOT_OURS_TO}[a-z]`),
  // "something my accountant does"
  new RegExp(String.raw`\b(?:something|one|a job|a task|what|the kind of thing|a thing)\s+(?:that\s+|which\s+)?(?:${PERSON_RE}|[a-z][\w-]+)\s+(?:does|do|handles?|owns?|decides?|approves?|signs?|runs?|manages?|takes care of|looks after|will do|will handle|deals with)\b`),
  // "the desk editor decides corrections posts", "our comms lead will do that"
  new RegExp(String.raw`(?:^|[,;:—–-]\s*|\b(?:and|but|so|since|as|because|while|whereas)\s+)${PERSON_RE}\s+(?:alone\s+|always\s+|usually\s+|normally\s+|personally\s+)?(?:decides|handles|does|owns|signs|approves|takes care of|looks after|deals with|is handling|will (?:do|handle|decide|sign|take care of|deal with|make))\b`),
  // "Marco does the ordering", "Lena handles all the payroll runs": one person by a bare name, as
  // the subject of a standing rule (present tense) over an act named as a noun after a determiner
  new RegExp(String.raw`(?:^|[,;:—–-]\s*|\b(?:and|but|so|since|as|because|while|whereas)\s+)${NOT_PERSON_NAME}[a-z][\w'-]+\s+(?:always\s+|usually\s+|normally\s+)?(?:does|handles|takes care of|looks after|deals with|owns|runs|makes)\s+(?:all\s+(?:of\s+)?)?(?:the|our|my|all|any)\s+`),
  // "schedule changes go through Dana", "goes through my manager" (a gate with "first"/"before": GATED)
  new RegExp(String.raw`\b(?:go|goes|has to go|have to go|must go|needs to go|need to go|should go)\s+through\s+(?:${PERSON_RE}|${NOT_PERSON_NAME}[a-z][\w'-]+(?:\s+(?:in|from|at)\s+[\w-]+)?)\s*(?:$|[.,;:!?—–-])`),
  // "…; she handles disbursements": one person, by a pronoun at the clause's start
  /^(?:she|he)\s+(?:alone\s+|always\s+|usually\s+)?(?:handles|does|decides|owns|signs|approves|takes care of|looks after|deals with)\b/,
  // "…, she decides if and when", "Gary decides who goes out": one person, by a pronoun or a bare
  // name after a joint, deciding the open question
  /(?:^|[,;:—–-]\s*)(?:she|he|they)(?:'ll|\s+will)?\s+(?:alone\s+)?decides?\s+(?:if|whether|when|who|what|which|how)\b/,
  new RegExp(String.raw`(?:^|[,;:—–-]\s*)(?:${PERSON_RE}|${NOT_PERSON_NAME}[a-z][\w'-]+)\s+(?:alone\s+)?decides\s+(?:if|whether|when|who|what|which|how)\b`),
  // "specialist referrals come from the treating vet only": one person as the only source of the act
  /\b(?:come|comes|coming)\s+(?:only\s+)?from\s+(?:the|my|our|their|a|an|his|her)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+\s+(?:only|alone|and nobody else|and no one else)\b/,
  // "are signed by our events director" (a standing rule, not a gate the act waits on)
  // ("has to be approved by the duty manager" is a gate the act waits on: not an owner)
  new RegExp(String.raw`\b(?:is|are|be|gets?|getting|being)\s+(?:\w+\s+){0,2}?(?!(?:approved|cleared|okayed|signedoff|authori[sz]ed|reviewed|vetted|checked|confirmed|seen|read)\b)${PARTICIPLE}\s+(?:\w+\s+)?by\s+${PERSON_RE}`),
  // "sits with my manager", "belongs to the PI"
  new RegExp(String.raw`\b(?:sits?|rests?|lies|lie|belongs?)\s+(?:\w+\s+)?(?:with|to)\s+${PERSON_RE}`),
  // "leave that to them", "leave the refill to Dr. Patel" (not "leave it for now", "to the end")
  new RegExp(String.raw`(?:^|\b(?:and|please|just|but|so|then)\s+)leave\b(?!.*\b(?:me|us|myself|ourselves)\b)(?:\s+\S+){0,6}?\s+(?:to|for)\s+(?:${PERSON_RE}|him|her|them|(?!(?:me|us|myself|ourselves|you|later|now|tomorrow|today|tonight|next|another|after|then|last|the|a|an|my|our|your|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)[a-z][\w-]+\s*(?:[.;!,—–-]|$))`),
  // "is the BSA officer's and the BSA officer's only", "is Ruth's alone": the act's owner as a bare
  // possessive predicate (no noun after it), at the clause's end or marked as exclusive
  new RegExp(String.raw`(?:\b(?:is|are|remains|stays)|'s)\s+(?:(?:entirely|strictly|solely|purely|always)\s+)?(?:the\s+|my\s+|our\s+)?(?:[\w.-]+\s+){0,3}?(?!(?:it|that|what|there|here|who|he|she|this|one|today|tomorrow|yesterday|tonight|week|month|year|user|my|our|your|everyone|anyone|someone|nobody)(?:'s|s')\s)[a-z][\w.-]*(?:'s|s')\s*(?:$|[.;!]|,?\s*(?:alone|only|and\s+(?:the\s+)?(?:[\w.-]+\s+){0,3}?[\w.-]+(?:'s|s')\s+(?:only|alone)|and\s+(?:no\s*one|nobody)\s+else's)\b|\s*,?\s+not\s+(?:(?:the|a|an|my|our|your)\s+)?(?:[\w.-]+\s+){0,2}?[\w.-]+(?:'s|s'|\b(?:mine|ours|yours)))`),
  // "happens through the vet on duty", "is done by the treating physician": the act's route is one person
  new RegExp(String.raw`\b(?:happens?|happening|is done|are done|gets? done|takes? place|are made|is made)\s+(?:only\s+)?(?:through|via|by)\s+${PERSON_RE}`),
  // "reserved to the registrar", "reserved for Dr. Ames"
  new RegExp(String.raw`\breserved\s+(?:exclusively\s+|solely\s+|only\s+)?(?:to|for)\s+${PERSON_RE}`),
  // "it's the owner, not us"
  new RegExp(String.raw`(?:\b(?:it|that)(?:'s|\s+is)|\bthat's)\s+(?:${PERSON_RE}|(?!(?:me|us|you|fine|ok|okay|done|urgent|important|the|a|an)\b)[a-z][\w-]+)\s*,?\s+not\s+(?:us|me|you)\b`),
  // "…, not us": the decision named as someone else's
  // ("… decide when that happens, we don't": the same contrast with the user's side as the clause's last words)
  /\b(?:up to|for|by|with|decides?|call|decision|handles?|does|owns?|job)\b[^;]*?,?\s+(?:not\s+us\b|we\s+(?:don't|do not)\s*[.!]*$)/,
];
/** The decision named as a person's outright ("Priya's call", "her decision"), gate words or not. */
const OWNED_OUTRIGHT = /(?:'s|s'|\b(?:his|her))\s+(?:own\s+)?(?:call|decision|say|prerogative)\b/;

/** One other person owns the decision or does the act (PERSONAL), outside a gate ("until my manager approves"). */
function personOwns(c: string): boolean {
  if (!MAY_PERSON.test(c)) return false;
  // a clause timed on the person's act leaves the act with us afterwards (a gate), unless it also
  // names the decision as theirs outright
  if (GATED.test(c) && !OWNED_OUTRIGHT.test(c)) return false;
  return PERSONAL.some((re) => re.test(c));
}
/** One person (a role, or a title and a name, named again after a comma) doing an act with no object: the clause is theirs. */
const BARE_DOER = new RegExp(String.raw`^${PERSON_RE}(?:\s*,\s*[^,]+,|\s*\([^)]*\))?\s+(?:alone\s+|always\s+|personally\s+)?([a-z]+s)\s*(?:[,.;!]|$)`);
const MAY_PERSON = /'s|s'|\b(?:for|up|by|with|leave|does|decides|handles|owns|signs|approves|decide|belongs|sits|rests|lies|his|her|not us|takes|looks|deals|runs|makes|through|come|comes|coming|happens|happen|done|made|reserved|not)\b/;

const MAY_HAND = new RegExp(String.raw`${ORG_UNIT}|${FUNCTION_NAME}|${ROLE_PLURAL}|\b(?:ours|mine|our|my|us|me|their)\b`);

/** Verbs by which a party as subject does or decides the act (besides the actions of the vocabulary). */
const PARTY_VERBS = new Set(['has', 'have', 'does', 'decides', 'decide', 'owns', 'own', 'handles', 'handle', 'approves', 'approve', 'signs', 'manages', 'runs', 'makes', 'takes', 'deals', 'controls', 'authorises', 'authorizes', 'alone', 'will', 'must', 'should', 'always', 'only', 'sets', 'gets']);
/** After "has": a thing and the state it is in ("the case open", "it under review"). */
// (nor a perfect: "treasury has confirmed" reports a done act, it sets no rule)
const HAS_STATE = /^\s+(?:the|a|an|this|that|it|them|our|their|his|her)\s+(?:[\w-]+\s+){0,2}?(?:open|opened|closed|pending|on hold|under review|in hand|covered|flagged|logged)\b|^\s+(?:already\s+|just\s+|now\s+)?(?:[a-z]+ed|[a-z]+en|done|made|sent|paid|signed|said|told)\b/;
// (a party's head word always stands whole at word boundaries — every PARTY form ends in a unit,
// function or plural-role word followed by \b, and what precedes it is a space, a punctuation mark or
// the start — so a clause without one cannot match SUBJECT_PARTY and skips its costly lazy scan)
const MAY_PARTY = new RegExp(String.raw`\b(?:${ORG_UNIT}|${FUNCTION_NAME}|${ROLE_PLURAL})\b`);
const SUBJECT_PARTY = new RegExp(String.raw`(?:^|[,;:—–-]\s*|\b(?:and|but|so|since|as|because|while|which|that|whereas)\s+)${NOT_US}(${PARTY})\s+(?:(?:still|yet|now|also)\s+)?([a-z']+)`, 'g');

/**
 * The clause attributes the act or its decision to a collective party (see HANDED); `isAction`
 * tells whether a word names an action (the party as subject must be doing one: "procurement places
 * every order", not "the board meets on Tuesday").
 */
export function handedToParty(c: string, isAction: (word: string) => boolean): boolean {
  // every form names a party or denies it is ours: most clauses have neither word, and are not scanned
  if (personOwns(c)) return true;
  // "the PI, Prof. Nakamura, submits": one person as the whole subject of a bare present act
  const doer = BARE_DOER.exec(c)?.[1] ?? '';
  if (doer !== '' && !doer.endsWith('ss') && (isAction(doer) || isAction(doer.replace(/e?s$/, '')))) return true;
  if (!MAY_HAND.test(c)) return false;
  for (const re of HANDED) if (re.test(c)) return true;
  if (!MAY_PARTY.test(c)) return false;
  SUBJECT_PARTY.lastIndex = 0;
  for (const m of c.matchAll(SUBJECT_PARTY)) {
    const verb = m[2] ?? '';
    const party = (m[1] ?? '').trim();
    // a determiner inside the match means its first words are a clause of their own ("pull the
    // billing escalations": an imperative, then a noun phrase), not a party's name
    if (/\s(?:the|a|an|our|their)\s/.test(` ${party.split(/\s+/).slice(1).join(' ')} `) && !/^(?:the|a|an|our|their)\s/.test(party)) continue;
    // present tense, third person (or a modal / "has"): a standing rule, not a report of a past act
    // ("legal has the case open": having a thing in some state is no standing rule over an act —
    // "has to sign", "has the final say", "has sign-off" are)
    if ((verb === 'has' || verb === 'have') && HAS_STATE.test(c.slice((m.index ?? 0) + m[0].length))) continue;
    if (PARTY_VERBS.has(verb) || (verb.endsWith('s') && !verb.endsWith('ss') && isAction(verb))) return true;
  }
  return false;
}

// ("freeze it now, don't wait on me": the user waives the hold in so many words)
const WAIVED = /\b(?:don't|dont|do not)\s+wait\s+(?:on|for|up\s+for)\s+(?:me|us|my\s+\w+)\b(?:(?!\b(?:but|though|except)\b).)*$|\b(?:no need to|(?:you )?(?:don't|do not|won't|will not) (?:need|have) to|(?:there's )?no reason to|without (?:needing|having) to)\s+(?:wait|check|ask|run it|clear it|hold)\b(?:(?!\b(?:but|though|except)\b).)*$/;

/** The families in which the user is the one who acts. */
const USER_ACTS: readonly Family[] = APPROVAL.filter(([name]) => name === 'myself' || name === 'the-one-who');

const NOT_JUST = /\b(?:don't|dont|do not|not)\s+(?:just|only|merely|simply)\b/g;

/** The clause without its "don't just …" / "not only …" (more is asked, nothing is held back). */
function notJust(c: string): string {
  return c.includes('just') || c.includes('only') || c.includes('merely') || c.includes('simply') ? c.replace(NOT_JUST, ' ') : c;
}

/**
 * "Order 55120 never arrived", "the refund never went through": "never" before a past form with no
 * auxiliary reports what happened and forbids nothing ("is never shared" stays a rule).
 */
const NEVER_PAST = /(?<!\b(?:is|are|be|been|being|was|were|get|gets|should|must|will|would|can|may|shall)\s)\bnever\s+(?=(?:[a-z]+ed|got|came|showed|went|sent|paid|heard|made|did|had|was|were|left|took|gave)\b)/g;

function neverAsReport(c: string): string {
  return c.includes('never') ? c.replace(NEVER_PAST, 'hasnot ') : c;
}

/**
 * "I never watch it anymore", "they never answer": "never" after a subject, before a verb that names
 * no action of the tools, tells a habit and forbids nothing ("we never publish on weekends" stays a rule).
 */
const NEVER_HABIT = /\b(i|we|they|he|she)\s+never\s+([a-z']+)(\s+(?:that|this|those|these|it|them)\b)?/g;
/**
 * "cancel the subscription we dont use it": a first-person negation of a verb that names no action
 * of the tools tells a fact about the user, and forbids nothing — unless the verb is one of wanting,
 * thinking or allowing, through which users do state holds ("we don't want it sent yet").
 */
const DONT_HABIT = /\b(i|we)\s+(?:don't|dont|do not|didn't|did not)\s+([a-z']+)/g;
const HOLD_VERBS = /^(?:want|wish|like|think|need|expect|allow|let|agree|feel|trust|mind|approve|recommend|plan|intend|mean|care|authori[sz]e|permit|consent|ever|yet|touch|go|see|know|have)$/;
function dontAsReport(c: string, isAction: (word: string) => boolean): string {
  return /\b(?:i|we)\s+(?:don't|dont|do not|didn't|did not)\b/.test(c) ? c.replace(DONT_HABIT, (m, who: string, verb: string) => (isAction(verb) || HOLD_VERBS.test(verb) ? m : `${who} hasnot ${verb}`)) : c;
}
function habitAsReport(c: string, isAction: (word: string) => boolean): string {
  // ("Charging her the late fee — no, we never do that": the user's side never doing the act a
  // demonstrative stands for is a rule over that act, not a habit)
  return c.includes('never') ? c.replace(NEVER_HABIT, (m, who: string, verb: string, demonstrative?: string) => (isAction(verb) || ((who === 'we' || who === 'i') && /^(?:do|does)$/.test(verb) && demonstrative !== undefined) ? m : `${who} hasnot ${verb}${demonstrative ?? ''}`)) : c;
}

const REPORTED = /\b(?:that|saying|to say|explaining that|letting (?:them|him|her) know)\s+(?:the|their|his|her|its|our|your|this)\s+(?:[\w-]+\s+){0,2}?(?:needs?|requires?)\b/;
const NO_ACT = /\bno\s+(?:\w+ing|emails?|payments?|posts?|messages?|contact|outreach|replies|calls|changes|edits|refunds?|updates)\b/;
// ("the customers whose orders …", "the tickets that don't …": a plural noun's own relative clause)
const RELATIVE_NEGATION = /(?:\b(?:whose|which|who)|\b[a-z]+s\s+that)\b[^,;]*?\b(?:don't|doesn't|didn't|did not|do not|does not|wouldn't|would not|weren't|wasn't|haven't|hasn't|can't|couldn't)\b/;
const THIRD_PERSON_NEGATION = /(?:^|[,;:—–-]\s*)(?:the|these|those|they|it|he|she|this|that|his|her|their|its)\b[^,;]*?\b(?:don't|doesn't|do not|does not|didn't|did not)\b/;

const OWNER_PHRASES = new RegExp(
  // (with the party's own name words: "the claims committee's decision" names no claim)
  String.raw`(?:(?:\b(?:the|our|their|my)\s+(?:[\w&-]+\s+){0,3}?)?[\w.-]+(?:'s|s'|’s)|\b(?:his|her|their))\s+(?:own\s+)?(?:call|decision|say|say-so|prerogative|final say|final word|responsibility|remit|job|to\s+(?:process|handle|do|action|deal with))\b(?:\s+(?:over\s+)?(?:in|at|on)\s+(?:the\s+)?[\w-]+(?:\s+(?:team|desk|office|department|unit))?)?|\b(?:a|the)\s+(?:decision|call|matter|choice)\s+for\b|\b(?:up\s+to|for|by|with|to)\s+${PERSON_RE}(?:\s+in\s+[\w-]+)?|${PERSON_RE}|\b(?:by|through|via)\s+${NOT_US}${PARTY}`,
  'gi',
);

/**
 * The clause without the words that name who holds a decision ("is Tomasz's call", "up to the
 * release manager", "for her GP", "Bea's call in pricing", "levied by the board"): read for the act and its objects, those
 * words are noise.
 */
export function withoutOwner(clause: string): string {
  return clause.replace(OWNER_PHRASES, ' ').replace(/\s+/g, ' ').trim();
}

/** Families that forbid outright. */
const NEVER: readonly Family[] = [
  DELEGATED,
  ['never', /\bnever\b/, ['never']],
  // "don't ever …", "do not touch it, ever", "no changes whatsoever"
  ['not-ever', /(?:\bnot|n't|\bdont|\bno|\bnothing|\bnobody|\bno one)\b.*\bever\b|\bwhatsoever\b/, ['ever']],
  ['no-circumstances', /\bunder no circumstances?\b|\bnot under any circumstances?\b|\bin no (?:case|event)\b|\bon no account\b|\bat no (?:point|time)\b|\bunder any circumstances?\b|\b(?:not\s+)?for\s+(?:no|any)\s+reason(?:\s+whatsoever)?\b(?!\s+(?:to|why|other))/, ['circumstance', 'in no ', 'on no ', 'at no ', 'reason']],
  // "off the table", "out of the question", "a hard no", "not an option"
  ['forbidden', /\babsolutely not\b|\b(?:forbidden|prohibited|not allowed|not permitted|off[- ]limits|(?:off|not on) the table|out of the question|not an option|a no-go|no-go|a hard no|non-negotiable|not negotiable)\b/, ['absolutely not', 'forbidden', 'prohibited', 'not allowed', 'not permitted', 'off', 'table', 'question', 'option', 'no-go', 'hard no', 'negotiable']],
];

/** Plain prohibitions ("don't", "do not", "no emails"). */
const PROHIBIT: readonly Family[] = [
  ['dont', /\b(?:don't|dont|do not|does not|doesn't|must not|mustn't|should not|shouldn't|cannot|can't|may not|won't|will not|avoid|refrain)\b/, ['not', "n't", 'dont', 'avoid', 'refrain']],
  ['rather-not', /\b(?:rather|prefer)\b.*\b(?:not|didn't|did not|wouldn't|would not|weren't)\b|\b(?:didn't|did not|wouldn't|would not)\b/, ['rather', 'prefer', 'did', 'would']],
  // "change nothing", "tell nobody", "leave the status page alone"
  // (an imperative: at the clause's start or after a joint, not "provided the plan touches nothing outside …")
  ['verb-nothing', /(?:^|,\s*|\b(?:please|just|and|so|but|also)\s+)[a-z]+\s+(?:nothing|nobody|no one)\b(?!\s+(?:else|but|except|until|till|before))|\bleave\b.*\balone\b|\b(?:hands|stay|keep)\s+(?:away\s+)?(?:off|from|clear of)\b/, ['nothing', 'nobody', 'no one', 'alone', 'off', 'from', 'clear']],
  // "stop before submitting anything", "stop short of booking"
  ['stop-before', /\bstop\s+(?:short\s+of|before|at)\b/, ['stop']],
  ['no-x', /^(?:no|nothing)\b|,\s*(?:no|nothing)\b|\bno\s+(?:\w+ing|emails?|payments?|posts?|messages?|contact|outreach|replies|calls|changes)\b|\bnothing\s+(?:\w+-facing|external|public)\b|\bnot\s+(?:to\s+)?(?:\w+)\b.*\b(?:anyone|anybody|anything)\b/, ['no']],
  // "they stay put even if they ask you to move them": the act someone else may ask for is held back
  ['even-if-asked', /\beven if\s+(?:they|he|she|the\s+[\w-]+|[a-z]+)\s+(?:asks?|requests?|insists?|wants?|begs?|pushes?)\b/, ['even if']],
];

const HOLDS_BACK: Family = ['without-approval', /\bwithout\b.*\b(?:me|my|approval|signoff|asking|checking|confirmation|consent|permission)\b/, ['without']];

function fires([, pattern, words]: Family, c: string): boolean {
  if (words !== null) {
    let some = false;
    for (let i = 0; i < words.length && !some; i++) some = c.includes(words[i] as string);
    if (!some) return false;
  }
  return pattern.test(c);
}

/** The name of the first of the families that fires on c, if any. */
function firstFiring(families: readonly Family[], c: string): string | null {
  for (const f of families) if (fires(f, c)) return f[0];
  return null;
}

/** Letters with diacritics as their base letters ("hélène" → "helene"). */
function foldLetters(c: string): string {
  return /[^\x00-\x7f]/.test(c) ? c.normalize('NFD').replace(/\p{M}/gu, '') : c;
}

/**
 * The reservation a clause states, if any (the strictest family that fires). The patterns have no
 * state, so only those whose answer can still matter are run.
 */
export function reservationCue(clause: string, isAction: (word: string) => boolean = isActionWord): Cue | null {
  // "don't just draft it — publish it", "not only the speakers": asks for more, reserves nothing
  // (typographic apostrophes as the patterns write them: "our agency’s call")
  // (letters with diacritics as their base letters: the patterns spell names in a-z, "Hélène's call")
  // ("we stopped editing records ourselves": the user's own doing, ceased, keeps nothing for the user)
  const c = dontAsReport(habitAsReport(neverAsReport(notJust(foldLetters(clause.toLowerCase()).replace(/[’‘]/g, "'"))), isAction), isAction).replace(CEASED_SELF, ' ');
  // the user keeps the act ("I'll be the one to send it once comp signs off"): another party's
  // clearance is a condition of the user's own act, so the reservation is the user's
  // "no need to wait for me", "you don't have to check with me": the user waives the hold
  if (WAIVED.test(c)) return null;
  const userActs = fires(USER_ACTS[0] as Family, c) || fires(USER_ACTS[1] as Family, c);
  // "it's not billing's call anymore", "the review board doesn't handle plans any more": another
  // party's ownership denied is no ownership — what else the clause says of owners is still read
  const owners = c.replace(NEGATED_OWNER, ' ').replace(CLEARANCE_REPORTED, ' ');
  // a decision another party holds: the user's approval cannot stand in for it, "until" or not
  if (!userActs && (handedToParty(owners, isAction) || otherPartyActs(owners, isAction))) return { kind: 'never', family: 'delegated' };
  // "isn't something I can decide", "not something we get to sign off on": the user denies the act is theirs to do
  if (!userActs && NOT_MINE_TO_DO.test(c)) return { kind: 'never', family: 'delegated' };
  // "is not something this assistant does, period", "that button does not exist for you": the act
  // denied to the assistant as a standing fact of its role — a ban, whatever the chat says later
  if (NOT_YOURS_AT_ALL.test(c)) return { kind: 'never', family: 'not-yours' };
  // another person doing it themself ("our comms lead will do it herself"): theirs, not the user's
  if (!userActs && /\b(?:himself|herself|themselves|themself)\b/.test(c)) return { kind: 'never', family: 'delegated' };
  const never = firstFiring(NEVER, c);
  const holdsBack = fires(HOLDS_BACK, c);
  // "never … without asking me" keeps it for the user rather than forbidding it
  if (never !== null && !holdsBack && !/\bunless\b|\buntil\b|\bbefore\b/.test(c)) return { kind: 'never', family: never };
  if (never !== null) return { kind: 'approval', family: 'never-without' };
  if (holdsBack) return { kind: 'approval', family: 'without-approval' };
  let strong = firstFiring(APPROVAL, c);
  // "email the policyholder that the claim needs further review": what the message says, not a hold
  if (strong === 'needs-approval' && REPORTED.test(c)) strong = null;
  if (strong !== null) return { kind: 'approval', family: strong };
  let prohibit = firstFiring(PROHIBIT, c);
  // "the photos don't match the report": a negation with a subject of its own states a fact
  if (prohibit === 'dont' && THIRD_PERSON_NEGATION.test(c)) prohibit = null;
  // "the vendors whose invoices didn't match": a negation inside a relative clause states a fact
  if ((prohibit === 'rather-not' || prohibit === 'dont') && RELATIVE_NEGATION.test(c)) prohibit = null;
  // "(incomplete, no site plan)": a "no" inside a parenthesis describes, it forbids nothing —
  // unless it names an act ("(signed, no changes to the salary)")
  // (the clause may start inside the parenthesis, cut at its comma: "no site plan) and …")
  if (prohibit === 'no-x' && !fires(PROHIBIT[4] as Family, c.replace(/\([^)]*\)|^[^()]*\)/g, ' ')) && !NO_ACT.test(c)) prohibit = null;
  if (fires(UNTIL, c)) {
    // "until"/"before" alone only reserves when something is held back pending a person's act
    const tail = c.slice(Math.max(0, c.search(/\b(?:until|till|before|unless)\b/)));
    // ("until he's issued a new one" is a time; "until she signs" a person's act of approval)
    if (prohibit !== null || /\b(?:me|my|i|i've|i'm|we|signed|approved|reviewed|consent|approval|signoff)\b|\b(?:she|he|they)(?:'s|'ve| has| have| had)?\s+(?:\w+\s+)?(?:approv|sign|confirm|ok|agree|sa(?:y|id)|review|check|clear|authori|decid|look)/.test(tail)) {
      return { kind: 'approval', family: 'until-approval' };
    }
  }
  // "…, period", "can't go up … at all", "absolutely not": a prohibition stated as absolute forbids outright
  if (prohibit !== null && ABSOLUTE.test(c)) return { kind: 'never', family: 'absolute' };
  if (prohibit !== null) return { kind: 'prohibit', family: prohibit };
  return null;
}

/**
 * Another party's ownership, denied ("not billing's call anymore", "no longer the board's
 * decision", "doesn't handle payment plans anymore"); the user's own side ("not ours", "not my
 * call") is a denial of the user's, which hands the act away, and is kept.
 */
const NEGATED_OWNER = /\b(?:not|isn't|is not|'s not|aren't|are not|no longer)\s+(?:really\s+)?(?:the\s+)?(?!(?:my|our|your|me|us|you)\b)[\w.-]+(?:'s|s')\s+(?:call|decision|job|thing|problem|department|responsibility|remit|say)(?:\s+(?:anymore|any more|now))?\b|\b(?:doesn't|does not|don't|do not|no longer)\s+(?:handle|handles|own|owns|decide|decides|approve|approves|sign|signs|do|does|deal with|deals with)\b[^,;.]*?\b(?:anymore|any more)\b/g;

/**
 * "both are cleared by the desk", "it's already been approved by finance": particular things (a
 * pronoun or "both" as the subject) in the state another party's clearance left them in — a report
 * that the gate is passed, not a standing rule giving the act to that party.
 */
const CLEARANCE_REPORTED = /\b(?:both|it|they|these|those|this|that|each|all of them|all three|both of them)\s+(?:is|are|was|were|has been|have been|'s|'re|'ve been|got|have|has)\s+(?:already\s+|now\s+|just\s+|all\s+|been\s+)*(?:approved|cleared|signedoff|okayed|signed|authori[sz]ed|reviewed|vetted|checked)\s+by\b[^,;.]*/g;

/** The user's side having ceased to do an act itself ("we stopped editing records ourselves", "I no longer file them myself"). */
const CEASED_SELF = /\b(?:stopped|no longer|quit|ceased)\b([^,;]*?)\b(?:myself|ourselves)\b/g;

/** The user denying the act is theirs to do or decide: a thing that they cannot do, by their authority. */
const NOT_MINE_TO_DO = /\b(?:not|isn't|is not|aren't|are not|'s not)\s+(?:really\s+)?(?:something|anything|a thing|one|a call|a decision)\s+(?:that\s+|which\s+)?(?:i|we)(?:'m|'re|\s+am|\s+are)?\s+(?:can|could|get to|may|(?:am\s+|are\s+)?allowed to|(?:am\s+|are\s+)?able to|(?:am\s+|are\s+)?authori[sz]ed to|(?:am\s+|are\s+)?in a position to)\s+(?:decide|approve|authori[sz]e|sign|signoff|do|make|order|book|issue|release|send|file|grant|cancel|commit|agree)\b/;

/** The act denied to the assistant as part of what it is (not a request about this once). */
const NOT_YOURS_AT_ALL = /\b(?:is not|isn't|'s not|are not|aren't)\s+(?:really\s+)?(?:something|anything|a thing|one|a job|a task|part of (?:your|the assistant's) (?:job|role|remit))\s+(?:that\s+|which\s+)?(?:you|this assistant|the assistant|an assistant|this bot|the bot)(?:'ll|\s+will)?\s+(?:\w+\s+)?(?:does|do|doing|handles?|touch(?:es)?|gets?\s+to)\b|\b(?:does not|doesn't|do not|don't|dont)\s+exist\s+for\s+(?:you|this assistant|the assistant)\b|\b(?:is|are)\s+not\s+(?:available|open)\s+(?:for|to)\s+you\b/;

/**
 * The markers that make a prohibition absolute: a closing "period"/"full stop", "absolutely not",
 * and "at all" under a negated modal ("can't go up on the repository at all") — no confirmation
 * in the chat is left open.
 */
const ABSOLUTE = /(?:^|[,;]\s*|\s)(?:full stop|period)\s*[.!]*$|\babsolutely\s+not\b|\b(?:can't|cannot|can not|mustn't|must not|may not|shouldn't|should not|won't|will not)\b[^,;]*\bat all\b/;

/** A reservation conditioned on content or recipients ("never publish anything mentioning X"). */
export function contentConditioned(clause: string): boolean {
  // ("do not grant her anything broader than that": the asked act, no further — a condition on its calls)
  // ("don't message her about any of this": the matter at hand, not a condition on content)
  if (/\babout\s+(?:any\s+of\s+|all\s+of\s+)?(?:this|that|it|these|those)\b/i.test(clause) && !/\b(?:mentioning|regarding|concerning|containing|details|data|information|info)\b/i.test(clause)) return false;
  return /\b(?:anything|nothing|any\s+\w+)\s+(?:(?:broader|wider|more|higher|bigger|larger|further|else|other)\s+than|beyond|outside|past)\b|\b(?:about|mentioning|mention|regarding|concerning|containing|that (?:mentions?|contains?|includes?)|with (?:any )?\w+ (?:details|data|information|info))\b|\b\w+ (?:details|data|information|info)\b/i.test(clause);
}

/** "Keep X inside Y" / "X stays within Y" / "don't share X outside Y": an audience condition. */
export function audienceCondition(clause: string): boolean {
  // ("Ortega's outside counsel", "our outside auditors": a role, not an audience line)
  return /\b(?:keep|kept|stay|stays|remain|remains)\b.*\b(?:inside|within|internal|in-house|in house|among)\b|\boutside (?!(?:counsel|auditors?|lawyers?|attorneys?|advisers?|advisors?|consultants?|help|hire|hires|contractors?|vendors?|firm|agency|caterers?)\b)(?:of )?(?:the )?\w+/i.test(clause);
}

/**
 * "Only the user may …", "only I can …": "only" picks the one who acts, which is a reservation of
 * the action (to the user), not a restriction of its recipients.
 */
const ONLY_ACTOR = /\bonly (?:the user|the requester|the requestor|i|me|myself|we|us)\b(?=\s+(?:may|can|could|should|will|shall|must|gets?|is|am|are|decides?|do|does|get to|am allowed|is allowed)\b)|\bonly\s+(?:the\s+|our\s+)?(?:[\w-]+\s+){0,3}?(?=(?:may|can|could|should|are allowed|is allowed|are permitted|is permitted|get to|gets to)\b)|\b(?:by|through|via)\s+(?:the\s+)?(?:[\w&'-]+\s+){0,4}?only\b/gi;

/** "only …" clauses: a restriction of who may receive, not a reservation. */
export function onlyRestriction(clause: string): boolean {
  // "only after you've checked with me", "only once it is cleared": a condition in time, not of audience
  const c = notJust(clause.toLowerCase()).replace(ONLY_ACTOR, ' ').replace(ONLY_WHEN, ' ');
  return /\bonly\b|\bnobody else\b|\bno one else\b|\bexclusively\b|\bjust (?:to )?(?:her|him|them)\b/.test(c);
}

const ONLY_WHEN = /\bonly\s+(?:after|once|when|if|until|till|then|because|as long as)\b/g;
