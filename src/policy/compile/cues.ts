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

const ME = String.raw`(?:me|myself|us|the user|the partner|the physician|the doctor|the cfo|the manager|legal|dr\.? \w+|\w+ (?:lead|manager|director|officer))`;

/** Families that keep an action for the user (post_approval). Order does not matter. */
const APPROVAL: Array<[string, RegExp]> = [
  ['until-approval', /\b(?:until|till|before|unless)\b/],
  ['myself', /\b(?:myself|personally|ourselves)\b/],
  // "leave" as a verb (clause start or after a joint), not the noun ("the leave schedule")
  ['leave-to-me', new RegExp(String.raw`(?:^|\b(?:and|please|just|but|so|then|i'd|you can|you should)\s+)leave\b.*\b(?:to|for) ${ME}\b`)],
  ['leave-to-someone', /(?:^|\b(?:and|please|just|but|so|then)\s+)leave\b(?:\s+\S+){1,5}\s+to\s+(?:dr\.?|mr\.?|ms\.?|mrs\.?|[a-z]+\s+[a-z]+|[a-z]+)\b/],
  ['hold-off', /\bhold(?:ing)?\s+off\b|\bhold\b.*\b(?:back|for now)\b|\bon hold\b|\bpark\b/],
  ['not-yet', /\b(?:not|don't|dont|no|nothing|never)\b.*\byet\b|\bnot (?:for )?now\b|\bfor now\b.*\b(?:don't|do not|no)\b/],
  ['wait-for', /\bwait(?:s|ing)?\b.*\b(?:for|until|till)\b|\bshould wait\b/],
  ['my-approval', /\bmy\s+(?:approval|ok|okay|signoff|go-?ahead|goahead|consent|review|confirmation|green light|say-so|permission|blessing)\b/],
  ['needs-approval', /\b(?:need|needs|require|requires|requiring|subject to)\b.*\b(?:approval|signoff|ok|okay|authori[sz]ation|confirmation|consent|review)\b/],
  ['check-with-me', /\b(?:check|confirm|clear|run it|run this|run that|run them|run|verify)\b.*\b(?:with|by|past)\s+me\b/],
  ['ask-me', /\bask(?:ing)?\s+me\b|\bask(?:ing)? (?:first|permission)\b/],
  ['i-approve', /\b(?:i|we)(?:'ll| will| would|'d| want to| need to| have to| must| shall)?\s+(?:approve|review|check|look|read|sign|confirm|see|agree|vet|decide)\b/],
  ['pending', /\b(?:pending|awaiting)\s+(?:my|our|the user's|your)?\s*(?:review|approval|signoff|sign|ok|okay|confirmation|decision|consent)\b/],
  ['once-i', /\b(?:once|after|when)\s+(?:i|we)(?:'ve| have| had)?\s+(?:approved|reviewed|signedoff|signoff|checked|confirmed|okayed|seen|read|looked)/],
  ['let-me', /\blet me\s+(?:review|see|check|approve|look|read|decide|sign|confirm|handle|do)\b/],
  ['i-handle', /\b(?:i|we)(?:'ll| will| am going to|'m going to| want to| prefer to|'d like to| would like to)\s+(?:handle|do|take care of|send|submit|file|launch|post|publish|pay|close|make|own)\b/],
];

/** Families that forbid outright. */
const NEVER: Array<[string, RegExp]> = [
  ['never', /\bnever\b/],
  ['no-circumstances', /\bunder no circumstances?\b|\bnot under any circumstances?\b|\bin no case\b|\bat no (?:point|time)\b|\bunder any circumstances?\b/],
  ['forbidden', /\b(?:forbidden|prohibited|not allowed|not permitted|off[- ]limits)\b/],
];

/** Plain prohibitions ("don't", "do not", "no emails"). */
const PROHIBIT: Array<[string, RegExp]> = [
  ['dont', /\b(?:don't|dont|do not|does not|doesn't|must not|mustn't|should not|shouldn't|cannot|can't|may not|won't|will not|avoid|refrain)\b/],
  ['rather-not', /\b(?:rather|prefer)\b.*\b(?:not|didn't|did not|wouldn't|would not|weren't)\b|\b(?:didn't|did not|wouldn't|would not)\b/],
  ['no-x', /^(?:no|nothing)\b|,\s*(?:no|nothing)\b|\bno\s+(?:\w+ing|emails?|payments?|posts?|messages?|contact|outreach|replies|calls|changes)\b|\bnothing\s+(?:\w+-facing|external|public)\b|\bnot\s+(?:to\s+)?(?:\w+)\b.*\b(?:anyone|anybody|anything)\b/],
];

/** The reservation a clause states, if any (the strictest family that fires). */
export function reservationCue(clause: string): Cue | null {
  const c = clause.toLowerCase();
  const approvals = APPROVAL.filter(([, re]) => re.test(c)).map(([f]) => f);
  const never = NEVER.find(([, re]) => re.test(c));
  const prohibit = PROHIBIT.find(([, re]) => re.test(c));
  const holdsBack = /\bwithout\b.*\b(?:me|my|approval|signoff|asking|checking|confirmation|consent|permission)\b/.test(c);
  // "never … without asking me" keeps it for the user rather than forbidding it
  if (never !== undefined && !holdsBack && !/\bunless\b|\buntil\b|\bbefore\b/.test(c)) return { kind: 'never', family: never[0] };
  if (never !== undefined) return { kind: 'approval', family: 'never-without' };
  if (holdsBack) return { kind: 'approval', family: 'without-approval' };
  const strong = approvals.filter((f) => f !== 'until-approval');
  if (strong.length > 0) return { kind: 'approval', family: strong[0] ?? 'approval' };
  if (approvals.length > 0) {
    // "until"/"before" alone only reserves when something is held back pending a person's act
    const tail = c.slice(Math.max(0, c.search(/\b(?:until|till|before|unless)\b/)));
    if (prohibit !== undefined || /\b(?:me|my|i|i've|i'm|we|she|he|they|signed|approved|reviewed|consent|approval|signoff)\b/.test(tail)) {
      return { kind: 'approval', family: 'until-approval' };
    }
  }
  if (prohibit !== undefined) return { kind: 'prohibit', family: prohibit[0] };
  return null;
}

/** A reservation conditioned on content or recipients ("never publish anything mentioning X"). */
export function contentConditioned(clause: string): boolean {
  return /\b(?:about|mentioning|mention|regarding|concerning|containing|that (?:mentions?|contains?|includes?)|with (?:any )?\w+ (?:details|data|information|info))\b|\b\w+ (?:details|data|information|info)\b/i.test(clause);
}

/** "Keep X inside Y" / "X stays within Y" / "don't share X outside Y": an audience condition. */
export function audienceCondition(clause: string): boolean {
  return /\b(?:keep|kept|stay|stays|remain|remains)\b.*\b(?:inside|within|internal|in-house|in house|among)\b|\boutside (?:of )?(?:the )?\w+/i.test(clause);
}

/** "only …" clauses: a restriction of who may receive, not a reservation. */
export function onlyRestriction(clause: string): boolean {
  return /\bonly\b|\bnobody else\b|\bno one else\b|\bexclusively\b/i.test(clause);
}
