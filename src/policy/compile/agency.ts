/**
 * Who does the act, read from the grammar of a clause rather than from who the party is.
 *
 * The ownership forms of cues.ts (HANDED, PERSONAL) name their parties: an organisational word, a
 * business function, a plural role, a title or a role noun. Requests name owners every other way
 * too — a first name ("set by Anika", "handled by Jo"), a role no list holds ("the attending vet",
 * "the owner's lender", "coverage counsel"), a pronoun ("for them to decide", "the subscriptions are
 * hers") — and a list of parties only grows with each set it is tuned on. Here the party is whatever
 * fills the grammatical slot of the agent or owner, as long as it is not the user or the assistant:
 * - the agent of a present passive whose subject is the act ("referrals are made by …", "merging is
 *   done by …"; a gate's participle under a modal — "has to be approved by …" — stays a gate);
 * - the subject of a standing habit over the act's object ("Tomasz books every flight I take",
 *   "frank does my taxes", "Dr. Chaudhry submits as PI");
 * - the one who does it ("she's the one who cancels", "is the only one who posts");
 * - the only one who may ("which only the branch manager can waive");
 * - the owner of the decision by a possessive or "for … to decide" ("hers to decide", "Dr. Ng's to
 *   approve", "for them to decide", "belongs to Finance").
 * The text is the lower-cased clause cues.ts reads; the user keeping the act is ruled out there
 * first ("I'm the one who", "my decision").
 */

/** Words after "by" that name a time, a means or a measure, not an agent. */
const NOT_AGENT = String.raw`(?!(?:me|us|you|myself|ourselves|yourself|yourselves|the\s+user|hand|email|e-mail|phone|mail|post|text|then|now|noon|midnight|tomorrow|tonight|today|eod|eow|cob|default|itself|law|mistake|accident|design|far|way|a\s+lot|half|one|two|three|ten|percent|next|this|that|these|those|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|(?:the\s+)?(?:end|close|start|deadline|time|weekend|morning|afternoon|evening|day|week|month|year|system|script|tool|api|bot|dashboard|batch|job|cron))\b)(?![\d$£€%])(?!(?:the\s+|our\s+|their\s+)?(?:[\w-]+\s+){0,2}(?:system|integration|script|tool|api|bot|automation|sync|feed|webhook|pipeline|workflow|cron|scheduler|software)\b)`;
/** Participles of a gate: the act waits on the agent's clearance and is still done afterwards. */
const GATE_PARTICIPLE = String.raw`(?:approved|cleared|okayed|ok'd|signedoff|authori[sz]ed|reviewed|vetted|checked|confirmed|seen|read|countersigned)`;
const PASSIVE_AGENT = new RegExp(
  String.raw`\b(?:is|are|gets|get)\s+(?:(?:only|ever|always|usually|normally|all|solely|exclusively)\s+){0,2}(?!${GATE_PARTICIPLE}\b)(?:[a-z]+ed|[a-z]+en|made|done|set|run|put|sent|paid|held|kept|dealt with|taken care of|signedoff)\s+(?:(?:only|exclusively|solely)\s+)?by\s+${NOT_AGENT}[a-z]`,
);
/** A gate participle in a standing rule ("every purchase is approved by the board", "change orders get approved by the owner's rep"), not under a modal or a time word. */
const STANDING_APPROVAL = new RegExp(String.raw`(?<!\b(?:to|must|should|will|would|needs to|need to|has to|have to|can|could)\s)\b(?:is|are|get|gets)\s+(?:(?:only|always|usually|all)\s+)?${GATE_PARTICIPLE}\s+(?:(?:only|exclusively|solely)\s+)?by\s+${NOT_AGENT}[a-z]`);
const GATE_TIME = /\b(?:before|until|till|once|first|then|unless)\b/;

/** Words that cannot be the subject of a standing habit of someone else's. */
const NOT_SUBJECT = String.raw`(?!(?:i|we|you|it|this|that|there|here|which|who|what|nobody|everyone|everybody|someone|somebody|anyone|anybody|one|each|please|just|also|then|now|so|and|but|or|if|when|can|could|would|should|will|do|does|did|don't|dont|let|pls|the|a|an|my|our|your|their|his|her|its)\b)`;
/** A subject: a role or name phrase ("our sous chef rafa", "tomasz in our office", "frank (my accountant)"). */
// (a name may carry its role in an apposition between commas: "bernie, my accountant, e-files the return")
const SUBJECT = String.raw`(?:(?:my|our|the|his|her|their)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+|${NOT_SUBJECT}[a-z][\w'.-]*(?:\s+[a-z][\w'-]*)?)(?:\s*\([^)]*\)|\s*,\s*(?:my|our|the|his|her|their)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+\s*,)?(?:\s+(?:in|from|at|on)\s+(?:our\s+|the\s+)?[\w-]+)?`;
const HABIT = new RegExp(
  String.raw`(?:^|[,;:—–-]\s*|\b(?:and|but|so|since|as|because|while|whereas)\s+)(${SUBJECT})\s+(?:always\s+|usually\s+|normally\s+|alone\s+|personally\s+)?(?:e-)?([a-z]+s)\s+(?:all|every|each|any|my|our|the|his|her|their|it|them|those|these)\b`,
);
/**
 * A pronoun for a person or a party as the subject of a present act over the thing at hand ("they
 * book it", "she signs every one", "they decide it and they apply it") — the pronoun opening the
 * clause or after a joint, never the user or the assistant.
 */
const PRONOUN_HABIT = /(?:^|[,;:—–-]\s*|\b(?:and|but|so|since|as|because|while|whereas)\s+)(they|she|he)\s+(?:always\s+|usually\s+|normally\s+|alone\s+|personally\s+|also\s+)?([a-z]+)\s+(?:it|them|those|these|that|this|every|each|all|any)\b/g;
const FUTURE_THIRD_PARTY = /(?:^|[,;:—–-]\s*|\b(?:and|but|so|since|because)\s+)(they|she|he)(?:'ll|\s+will)\s+(?:\w+ly\s+|also\s+)?([a-z]+)\s+(?:it|them|those|these|that|this)\b/;
/** A named subject's habit over a demonstrative ("my accountant files that", "Tomas handles those"). */
const DEMONSTRATIVE_HABIT = new RegExp(
  String.raw`(?:^|[,;:—–-]\s*|\b(?:and|but|so|since|as|because|while|whereas)\s+)(${SUBJECT})\s+(?:always\s+|usually\s+|normally\s+|alone\s+|personally\s+)?([a-z]+s)\s+(?:that|this|those|these|them|it)\b`,
);
/** The subject of a habit that is the thing or the text, not a person ("the report lists all the …"). */
const THING_SUBJECT = /\b(?:report|list|file|sheet|page|system|tool|app|dashboard|form|email|message|invoice|order|ticket|record|account|it|this|that|policy|rule|contract|document|doc|schedule|plan|budget|queue|batch|log|data|table|portal|site|website|calendar|link|one|everything|nothing)$/;

/** Verbs of deciding or owning, which name no tool's act but give the decision to their subject. */
const DECIDES = new Set(['decides', 'does', 'handles', 'owns', 'signs', 'approves', 'authorises', 'authorizes', 'controls', 'manages', 'runs']);
const SOMETHING = /\b(?:something|a job|a task|the kind of thing|a thing)\s+(?:that\s+|which\s+)?(?!(?:i|we|you|it|this|that)\b)((?:(?:dr|mr|ms|mrs|prof)\.?\s+)?[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)\s+(?:always\s+|usually\s+)?([a-z]+s)\b/;
const ONE_WHO = /\b([a-z]+),?(?:'s|'re|\s+is|\s+are)\s+(?:the\s+)?(?:only\s+)?(?:one|ones|person|people)\s+(?:who|that)\s+(?:always\s+|usually\s+|actually\s+)?([a-z]+)\b/;
const ONLY_MAY = /\bonly\s+(?!(?:me|us|you|i|we|myself|the user)\b)(?:(?:the|my|our|a|an|his|her|their)\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}?\s+(?:can|may|is allowed to|are allowed to|gets to|get to|is able to|are able to)\s+(?!be\b)[a-z]+/;
const ONLY_DOES = /\bonly\s+(?!(?:me|us|you|i|we|myself|the user|after|once|when|if|until|till|then|because|before|as)\b)(?:(?:the|my|our|a|an|his|her|their)\s+)?[\w'-]+(?:\s+[\w'-]+){0,3}?\s+(?:ever\s+)?(?:does|handles|decides|signs|approves|authori[sz]es|makes\s+(?:that|this|the)\s+(?:call|decision))(?:\s+(?:that|this|it|those|these|them)\b|(?<=call|decision)\b|(?<=does|handles|decides|signs|approves|authori[sz]es)\s*(?:[.!;,]|$))/;
const CONTRASTED_DOER = /\b(?!(?:i|we|you)\b)[a-z]+\s+([a-z]+)\s+(?:them|it|those|these|that)\s*,?\s*(?:not\s+(?:us|me)|(?:we|i)\s+(?:don't|do not|never|won't))\b/;
const POSSESSED = /\b(?:is|are|'s|remains|stays)\s+(?:all\s+|entirely\s+|strictly\s+)?(?:hers|his|theirs)\b|\b(?:hers|his|theirs)\s+to\s+[a-z]+|\b[a-z.]+'s\s+to\s+(?:approve|decide|sign|signoff|make|call|authori[sz]e|handle|do)\b|\bfor\s+(?:them|him|her)\s+to\s+(?:decide|approve|sign|make|handle|judge|determine|call|authori[sz]e|settle|do)\b|\bbelongs?\s+to\s+(?!(?:me|us|you|myself|the user|my|our|your)\b)[a-z]|\b(?:sits?|rests?)\s+(?:squarely\s+|firmly\s+|entirely\s+|solely\s+)?with\s+(?!(?:me|us|you|myself|ourselves|the user|my|our|your|it|this|that|the rest|the others?)\b)[a-z]/;

/**
 * The owner in the possessive of a predicate, whatever the verb after it or none: "is Jonas's to
 * buy", "the PSIRT team's to publish", "are the practice owner's", "are Revenue's — don't touch
 * those", "are Hélène's in revenue management" — the owner placed in a unit). The possessor is
 * any word but a pronoun, a time or the user ("it's", "today's", "mine");
 * names are written in any alphabet ("Tomás's").
 */
const NOT_POSSESSOR = String.raw`(?!(?:it|that|what|there|here|who|let|he|she|one|today|tomorrow|yesterday|tonight|week|month|year|user|everyone|nobody|somebody|someone|anyone)'s)`;
const POSSESSIVE_PREDICATE = new RegExp(
  String.raw`(?:\b(?:is|are|remains|stays)|'s)\s+(?:(?:all|entirely|strictly|solely|really|always)\s+)?(?:(?:the|our|their)\s+)?(?:[\p{L}\w.&-]+\s+){0,3}?${NOT_POSSESSOR}[\p{L}\w.&-]+(?:'s|s')(?:\s+to\s+\p{Ll}+|(?:\s+(?:in|at|from|on)\s+(?:the\s+)?[\p{L}\w&-]+(?:\s+[\p{L}\w&-]+)?)?\s*(?:$|[,.;:!?—–-]))`,
  'u',
);

/**
 * A cleft that names the doer: "it's the release manager who applies them", "it's Treasury who
 * makes the change", "it is them who grant it", "it's the committee that decides" — not the user or the assistant ("it's you who …").
 */
const CLEFT = /\b(?:it's|it is|it was)\s+(?!(?:me|us|you|i|we|myself|ourselves|yourself|not|only|just|time|about|what|how|why|when|where|fine|ok|okay|a\s+lot)\b)((?:[\p{L}\w.'&-]+\s+){0,4}?[\p{L}\w.'&-]+)\s+(?:who|that)\s+(?:always\s+|usually\s+|actually\s+|alone\s+)?(\p{Ll}+)/u;

/**
 * The clause gives the act, or the decision over it, to a party other than the user and the
 * assistant by its grammar (see the file's comment). `isAction`: does a word name an action.
 */
export function otherPartyActs(c: string, isAction: (word: string) => boolean): boolean {
  if (PASSIVE_AGENT.test(c)) return true;
  if (STANDING_APPROVAL.test(c) && !GATE_TIME.test(c)) return true;
  if (POSSESSED.test(c)) return true;
  if (POSSESSIVE_PREDICATE.test(c)) return true;
  const cleft = CLEFT.exec(c);
  const cleftVerb = cleft?.[2] ?? '';
  // a present act or decision of the party ("who applies them", "who decides"), not a past report ("who complained")
  if (cleft !== null && !cleftVerb.endsWith('ed') && (DECIDES.has(cleftVerb) || cleftVerb === 'makes' || isAction(cleftVerb) || isAction(cleftVerb.replace(/e?s$/, '')))) return true;
  const one = ONE_WHO.exec(c);
  // a present act of the tools ("the one who cancels"), not a past event ("the one who complained")
  const doing = one?.[2] ?? '';
  if (one !== null && !['i', 'we', 'you', 'me'].includes(one[1] ?? '') && (doing === 'does' || doing === 'do' || ((isAction(doing) || isAction(doing.replace(/e?s$/, ''))) && !doing.endsWith('ed')))) return true;
  if (ONLY_MAY.test(c)) return true;
  // "only the vet on duty does that": the one doer of the act the demonstrative stands for
  if (ONLY_DOES.test(c)) return true;
  // "they post them, we don't": the act set against the user's own not doing it is the other party's
  const contrast = CONTRASTED_DOER.exec(c);
  const contrastVerb = contrast?.[1] ?? '';
  if (contrast !== null && !contrastVerb.endsWith('ed') && (isAction(contrastVerb) || isAction(contrastVerb.replace(/e?s$/, '')))) return true;
  // "only they deploy", "only she signs": a pronoun as the only doer of a present act
  const onlyThey = /\bonly\s+(?:they|she|he)\s+(?:ever\s+)?([a-z]+)\b/.exec(c)?.[1] ?? '';
  if (onlyThey !== '' && !onlyThey.endsWith('ed') && (isAction(onlyThey) || isAction(onlyThey.replace(/e?s$/, '')))) return true;
  // "is something Dr. Chaudhry submits as PI": the party doing it in a relative clause
  const thing = SOMETHING.exec(c);
  if (thing !== null && !(thing[2] ?? '').endsWith('ss') && (DECIDES.has(thing[2] ?? '') || isAction(thing[2] ?? '') || isAction((thing[2] ?? '').replace(/e?s$/, '')))) return true;
  // "they book it on their own portal", "she signs every one", "my accountant files that": a third
  // party's standing habit over the thing at hand, by a pronoun subject (or a demonstrative object),
  // in the present tense and outside a gate ("once they approve it, send it" leaves the act to us)
  if (!GATE_TIME.test(c) && !/\b(?:if|when|whenever|after)\b/.test(c)) {
    for (const m of c.matchAll(PRONOUN_HABIT)) {
      const who = m[1] ?? '';
      const verb = m[2] ?? '';
      const present = who === 'they' ? !/(?:ed|s)$/.test(verb) : verb.endsWith('s') && !verb.endsWith('ss');
      if (present && (DECIDES.has(verb) || DECIDES.has(`${verb}s`) || isAction(verb) || isAction(verb.replace(/e?s$/, '')) || isAction(verb.replace(/s$/, '')))) return true;
    }
  }
  // "he'll make it after the review", "they will send those themselves": a third party's own
  // future act over the thing at hand (not one timed on the user's: "after I approve")
  const future = FUTURE_THIRD_PARTY.exec(c);
  if (future !== null && !/\b(?:after|once|when|until|till|before|unless|if)\s+(?:i|we|you)\b/.test(c)) {
    const verb = future[2] ?? '';
    if (DECIDES.has(`${verb}s`) || isAction(verb)) return true;
  }
  const demonstrative = DEMONSTRATIVE_HABIT.exec(c);
  if (demonstrative !== null && !GATE_TIME.test(c)) {
    const subject = (demonstrative[1] ?? '').trim();
    const verb = demonstrative[2] ?? '';
    if (!THING_SUBJECT.test(subject) && !verb.endsWith('ss') && (DECIDES.has(verb) || isAction(verb.replace(/s$/, '')) || isAction(verb))) return true;
  }
  const habit = HABIT.exec(c);
  if (habit !== null) {
    const subject = (habit[1] ?? '').replace(/\s*\([^)]*\)/, '').trim();
    const verb = habit[2] ?? '';
    if (!THING_SUBJECT.test(subject) && !verb.endsWith('ss') && (verb === 'does' || isAction(verb.replace(/s$/, '')) || isAction(verb))) return true;
  }
  return false;
}
