/**
 * How users state reservations. Each family is a set of patterns over a lower-cased clause (after
 * phrase rewriting). `never` families forbid outright; `approval` families keep the action for
 * the user; `prohibit` is a plain "don't", read as keeping it for the user (post_approval).
 */
const ME = String.raw `(?:me|myself|us|the user|the partner|the physician|the doctor|the cfo|the manager|legal|dr\.? \w+|\w+ (?:lead|manager|director|officer))`;
/** "until"/"before" alone: a reservation only when something is held back pending a person's act (reservationCue). */
const UNTIL = ['until-approval', /\b(?:until|till|before|unless)\b/, ['until', 'till', 'before', 'unless']];
/** Families that keep an action for the user (post_approval), UNTIL aside; the first that fires names the reservation. */
const APPROVAL = [
    ['myself', /\b(?:myself|personally|ourselves)\b/, ['myself', 'personally', 'ourselves']],
    // "leave" as a verb (clause start or after a joint), not the noun ("the leave schedule")
    ['leave-to-me', new RegExp(String.raw `(?:^|\b(?:and|please|just|but|so|then|i'd|you can|you should)\s+)leave\b.*\b(?:to|for) ${ME}\b`), ['leave']],
    ['leave-to-someone', /(?:^|\b(?:and|please|just|but|so|then)\s+)leave\b(?:\s+\S+){1,5}\s+to\s+(?:dr\.?|mr\.?|ms\.?|mrs\.?|[a-z]+\s+[a-z]+|[a-z]+)\b/, ['leave']],
    ['hold-off', /\bhold(?:ing)?\s+off\b|\bhold\b.*\b(?:back|for now)\b|\bon hold\b|\bpark\b/, ['hold', 'park']],
    ['not-yet', /\b(?:not|don't|dont|no|nothing|never)\b.*\byet\b|\bnot (?:for )?now\b|\bfor now\b.*\b(?:don't|do not|no)\b/, ['yet', 'now']],
    ['wait-for', /\bwait(?:s|ing)?\b.*\b(?:for|until|till)\b|\bshould wait\b/, ['wait']],
    ['my-approval', /\bmy\s+(?:approval|ok|okay|signoff|go-?ahead|goahead|consent|review|confirmation|green light|say-so|permission|blessing)\b/, ['my']],
    ['needs-approval', /\b(?:need|needs|require|requires|requiring|subject to)\b.*\b(?:approval|signoff|ok|okay|authori[sz]ation|confirmation|consent|review)\b/, ['need', 'requir', 'subject to']],
    ['check-with-me', /\b(?:check|confirm|clear|run it|run this|run that|run them|run|verify)\b.*\b(?:with|by|past)\s+me\b/, ['check', 'confirm', 'clear', 'run', 'verify']],
    ['ask-me', /\bask(?:ing)?\s+me\b|\bask(?:ing)? (?:first|permission)\b/, ['ask']],
    ['i-approve', /\b(?:i|we)(?:'ll| will| would|'d| want to| need to| have to| must| shall)?\s+(?:approve|review|check|look|read|sign|confirm|see|agree|vet|decide)\b/, null],
    ['pending', /\b(?:pending|awaiting)\s+(?:my|our|the user's|your)?\s*(?:review|approval|signoff|sign|ok|okay|confirmation|decision|consent)\b/, ['pending', 'awaiting']],
    ['once-i', /\b(?:once|after|when)\s+(?:i|we)(?:'ve| have| had)?\s+(?:approved|reviewed|signedoff|signoff|checked|confirmed|okayed|seen|read|looked)/, ['once', 'after', 'when']],
    ['let-me', /\blet me\s+(?:review|see|check|approve|look|read|decide|sign|confirm|handle|do)\b/, ['let me']],
    ['i-handle', /\b(?:i|we)(?:'ll| will| am going to|'m going to| want to| prefer to|'d like to| would like to)\s+(?:handle|do|take care of|send|submit|file|launch|post|publish|pay|close|make|own)\b/, null],
];
/** A collective third party: another team, department, committee, office (not the user or one person). */
const BODY = String.raw `(?:[\w-]+\s+){0,3}?(?:team|teams|department|dept|committee|board|office|desk|unit|division|group|council)\b`;
/**
 * The decision handed to another team: "is for the billing team to decide", "is handled by the
 * finance team", "belongs to the finance department", "is the comms team's call", "is up to the
 * litigation team". The user's own approval in the chat cannot stand in for that party's, so for the
 * assistant the action is never (one person — "my manager", "the partner" — stays the user's
 * reservation). Audience routes ("the support team only", "stays within the team", "go through the
 * Team requests") are not decisions and do not match.
 */
const DELEGATED = [
    'delegated',
    new RegExp(String.raw `\b(?:is|are|'s)\s+(?:for\s+(?:the\s+)?${BODY}\s+to\s+(?:decide|approve|handle|sign|do|action|make|own|judge)|(?:up|down)\s+to\s+(?:the\s+)?${BODY}(?!\s+only))|\b(?:handled|owned|decided|approved|managed|signed off|placed)\s+(?:\w+\s+)?by\s+(?:the\s+)?${BODY}|\bbelongs?\s+to\s+(?:the\s+)?${BODY}|\b(?:decision|call|responsibility|remit)\s+(?:for|of)\s+(?:the\s+)?${BODY}|\b(?:team|department|committee|board|office|desk|unit|division|group)(?:\s+(?:lead|leader|head|chair|manager))?'s\s+(?:call|decision|responsibility|remit|to decide)\b|\b(?:go|goes|going|has to go|have to go|must go|needs to go|need to go)\s+through\s+(?:the\s+)?${BODY}(?=\s*(?:[.,;:!?)]|$|\s+(?:first|before|for|so|and|then|or|which|who)\b))`),
    ['team', 'department', 'dept', 'committee', 'board', 'office', 'desk', 'unit', 'division', 'group', 'council'],
];
/** Families that forbid outright. */
const NEVER = [
    DELEGATED,
    ['never', /\bnever\b/, ['never']],
    ['no-circumstances', /\bunder no circumstances?\b|\bnot under any circumstances?\b|\bin no case\b|\bat no (?:point|time)\b|\bunder any circumstances?\b/, ['circumstance', 'in no case', 'at no ']],
    ['forbidden', /\b(?:forbidden|prohibited|not allowed|not permitted|off[- ]limits)\b/, ['forbidden', 'prohibited', 'not allowed', 'not permitted', 'off']],
];
/** Plain prohibitions ("don't", "do not", "no emails"). */
const PROHIBIT = [
    ['dont', /\b(?:don't|dont|do not|does not|doesn't|must not|mustn't|should not|shouldn't|cannot|can't|may not|won't|will not|avoid|refrain)\b/, ['not', "n't", 'dont', 'avoid', 'refrain']],
    ['rather-not', /\b(?:rather|prefer)\b.*\b(?:not|didn't|did not|wouldn't|would not|weren't)\b|\b(?:didn't|did not|wouldn't|would not)\b/, ['rather', 'prefer', 'did', 'would']],
    ['no-x', /^(?:no|nothing)\b|,\s*(?:no|nothing)\b|\bno\s+(?:\w+ing|emails?|payments?|posts?|messages?|contact|outreach|replies|calls|changes)\b|\bnothing\s+(?:\w+-facing|external|public)\b|\bnot\s+(?:to\s+)?(?:\w+)\b.*\b(?:anyone|anybody|anything)\b/, ['no']],
];
const HOLDS_BACK = ['without-approval', /\bwithout\b.*\b(?:me|my|approval|signoff|asking|checking|confirmation|consent|permission)\b/, ['without']];
function fires([, pattern, words], c) {
    if (words !== null) {
        let some = false;
        for (let i = 0; i < words.length && !some; i++)
            some = c.includes(words[i]);
        if (!some)
            return false;
    }
    return pattern.test(c);
}
/** The name of the first of the families that fires on c, if any. */
function firstFiring(families, c) {
    for (const f of families)
        if (fires(f, c))
            return f[0];
    return null;
}
/**
 * The reservation a clause states, if any (the strictest family that fires). The patterns have no
 * state, so only those whose answer can still matter are run.
 */
export function reservationCue(clause) {
    const c = clause.toLowerCase();
    const never = firstFiring(NEVER, c);
    const holdsBack = fires(HOLDS_BACK, c);
    // "never … without asking me" keeps it for the user rather than forbidding it
    if (never !== null && !holdsBack && !/\bunless\b|\buntil\b|\bbefore\b/.test(c))
        return { kind: 'never', family: never };
    if (never !== null)
        return { kind: 'approval', family: 'never-without' };
    if (holdsBack)
        return { kind: 'approval', family: 'without-approval' };
    const strong = firstFiring(APPROVAL, c);
    if (strong !== null)
        return { kind: 'approval', family: strong };
    const prohibit = firstFiring(PROHIBIT, c);
    if (fires(UNTIL, c)) {
        // "until"/"before" alone only reserves when something is held back pending a person's act
        const tail = c.slice(Math.max(0, c.search(/\b(?:until|till|before|unless)\b/)));
        if (prohibit !== null || /\b(?:me|my|i|i've|i'm|we|she|he|they|signed|approved|reviewed|consent|approval|signoff)\b/.test(tail)) {
            return { kind: 'approval', family: 'until-approval' };
        }
    }
    if (prohibit !== null)
        return { kind: 'prohibit', family: prohibit };
    return null;
}
/** A reservation conditioned on content or recipients ("never publish anything mentioning X"). */
export function contentConditioned(clause) {
    return /\b(?:about|mentioning|mention|regarding|concerning|containing|that (?:mentions?|contains?|includes?)|with (?:any )?\w+ (?:details|data|information|info))\b|\b\w+ (?:details|data|information|info)\b/i.test(clause);
}
/** "Keep X inside Y" / "X stays within Y" / "don't share X outside Y": an audience condition. */
export function audienceCondition(clause) {
    return /\b(?:keep|kept|stay|stays|remain|remains)\b.*\b(?:inside|within|internal|in-house|in house|among)\b|\boutside (?:of )?(?:the )?\w+/i.test(clause);
}
/**
 * "Only the user may …", "only I can …": "only" picks the one who acts, which is a reservation of
 * the action (to the user), not a restriction of its recipients.
 */
const ONLY_ACTOR = /\bonly (?:the user|the requester|the requestor|i|me|myself|we|us)\b(?=\s+(?:may|can|could|should|will|shall|must|gets?|is|am|are|decides?|do|does|get to|am allowed|is allowed)\b)/gi;
/** "only …" clauses: a restriction of who may receive, not a reservation. */
export function onlyRestriction(clause) {
    return /\bonly\b|\bnobody else\b|\bno one else\b|\bexclusively\b|\bjust (?:to )?(?:her|him|them)\b/i.test(clause.replace(ONLY_ACTOR, ' '));
}
