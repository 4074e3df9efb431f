import { compilerStem } from '../../text/stemmers.js';
/** Text handling for the policy compiler: sentences, clauses, words and a small stemmer. */

const ABBREVIATIONS = /\b(Mr|Mrs|Ms|Dr|Prof|St|Inc|Ltd|Co|Corp|vs|v|etc|e\.g|i\.e|No|approx|a\.m|p\.m|cf|incl|min|max|dept|est|ref)\.\s/gi;

const TITLES = /^(?:mr|mrs|ms|dr|prof)$/i;
/** Words that open a sentence and follow no abbreviation inside one ("The", "Please", "We", …). */
const SENTENCE_OPENER = /^(?:The|We|I|Please|It|This|That|These|Those|Our|My|They|He|She|You|Can|Could|Also|Then|And|But|Don't|Do)\b/;

/**
 * Split a request into sentences (also at line breaks and bullets); abbreviations do not end one.
 * A sentence may start in lower case: users typing fast ("reply to it. don't close it") still end
 * one instruction and begin the next.
 */
export function splitSentences(text: string): string[] {
  // ("Schedule the inspection for 12 Oak St. The permit itself …": an abbreviation other than a
  // title, before a word that opens a sentence, ends its sentence too)
  const protectedText = text.replace(ABBREVIATIONS, (m, abbr: string, offset: number) =>
    !TITLES.test(abbr) && SENTENCE_OPENER.test(text.slice(offset + m.length)) ? m : m.replace('. ', '\u0000 '),
  );
  return protectedText
    .split(/\n+|(?<=[.!?])["')\]]?\s+(?=["'(\[]?[A-Za-z0-9#@$£€*•-])/)
    .map((s) => s.replace(/\u0000/g, '.').replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
    .filter((s) => s.length > 0)
    .reduce(joinIntensifiers, []);
}

/** A sentence that is only an absolute marker ("Ever.", "Period.", "Full stop.", "No exceptions."). */
const INTENSIFIER = /^(?:not\s+)?(?:ever|never|period|full stop|no exceptions|none at all)[.!]*$/i;

/**
 * "No public notice about the settlement. Ever.": an absolute marker standing as a sentence of its
 * own qualifies the sentence before it, so it is read as part of it ("…, ever.").
 */
function joinIntensifiers(out: string[], s: string): string[] {
  const prev = out[out.length - 1];
  if (prev !== undefined && INTENSIFIER.test(s)) out[out.length - 1] = `${prev.replace(/[.!]+$/, '')}, ${s.toLowerCase()}`;
  else out.push(s);
  return out;
}

/**
 * Words that may start an instruction after "and" — joining a reservation and a request in one
 * clause would let one colour the other, so the clause is cut before them.
 */
const CLAUSE_STARTERS = '(?:leave|hold|wait|check|run|do|don\'t|dont|never|keep|let|ask|please|i|i\'ll|we|also|only|then|just)';

// (", not us" stays with the clause it denies: "is placed by the venue, not us")
// (a dictated run-on: "roll back QA to 5.1.3 the new build broke login there dont touch prod" — a
// negated imperative after a word that is no subject, auxiliary or joint of its own starts a clause)
const JOINTS = /[,;]?\s+\(?\d{1,2}\)\s+|\s+(?<!\b(?:i|we|you|they|he|she|it|please|pls|plz|just|and|or|but|to|will|would|should|can|could|must|so|that|who|which|ever|simply|really|also|then|if|us|me|why|what|when|where|how|one|people|someone|nobody|anyone|everyone|us|kindly|strictly|absolutely|definitely|certainly|still|yet|again|however|otherwise|and also)\s)(?=(?:don't|dont|do not)\s+(?:touch|send|email|post|publish|pay|submit|change|cancel|delete|wipe|book|order|charge|refund|file|share|deploy|restart|merge|approve|reply|contact|call|text|message|update|close|issue|grant|move|release|launch)\b)|,\s*(?=(?:no|nothing|never|not|none)\b)(?!not\s+(?:by\s+|from\s+)?(?:us|me)\b)|\s*;\s*|\s+[—–]\s+|\s+-\s+|,\s*(?:but|and|then|so|though|while|or|although|yet)\s+|\s+but\s+|\s+then\s+|\s+though\b|:\s+/i;
const STARTER_JOINT = new RegExp(`\\s+and\\s+(?=(?:then\\s+)?${CLAUSE_STARTERS}\\b)`, 'i');
// one shared pattern (nothing else runs while it scans), restarted for each piece
const AND_WORD = /\s+and\s+([A-Za-z']+)/g;

/** Split a sentence into clauses at the joints where users switch between asking and reserving. */
export function splitClauses(sentence: string, verbWords: ReadonlySet<string>): string[] {
  const pieces: string[] = [];
  for (const part of sentence.split(JOINTS)) for (const p of part.split(STARTER_JOINT)) cutAtVerbs(p, verbWords, pieces);
  const out: string[] = [];
  for (const c of pieces) {
    const clause = c.trim().replace(/^(?:and|but|so|then)\s+/i, '');
    if (clause.length > 0) out.push(clause);
  }
  return out;
}

/** Push the pieces of p to out, cut before each "… and <verb> …" whose word after "and" is a known action word. */
function cutAtVerbs(p: string, verbWords: ReadonlySet<string>, out: string[]): void {
  let rest = p;
  for (;;) {
    let cut = -1;
    // the pattern needs a lower-case "and"
    if (rest.includes('and')) {
      AND_WORD.lastIndex = 0;
      let mm: RegExpExecArray | null;
      while ((mm = AND_WORD.exec(rest)) !== null) {
        const w = mm[1];
        if (w !== undefined && verbWords.has(stem(w.toLowerCase()))) {
          cut = mm.index;
          break;
        }
      }
    }
    if (cut < 0) break;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut).replace(/^\s+and\s+/i, '');
  }
  out.push(rest);
}

/**
 * Multi-word expressions rewritten to one word before tokenising, so they behave as one verb. Each
 * comes with a word (lower case) that every match contains: most sentences contain few of them, and a
 * rewrite whose word is absent cannot apply (sentences are read for the first time, so the patterns
 * would run cold).
 */
const PHRASES: Array<[RegExp, string, string]> = [
  // "let me know" asks the assistant to report back, not to use a tool
  [/\blet(?:ting)?\s+(?:me|us)\s+know\b/gi, 'tellme', 'know'],
  [/\btell\s+(?:me|us)\b/gi, 'tellme', 'tell'],
  // phrasal verbs, by the act they name: "get the role up on the site" posts, "roll it out"
  // applies, "spin up a code" creates, "bump it up to engineering" escalates, "knock 10% off" discounts
  // (not "whether it gets submitted … is up to the PI": "up to" after a copula names who decides)
  [/\b(?:get|put)(?:ting|s)?\s+((?:\S+\s+){0,6}?)(?<!\b(?:is|are|was|were|be|'s|entirely|totally|really|all|not|solely|ultimately)\s)up\s+(on|to)\b/gi, 'post $1$2', 'up'],
  // "move to dismiss": a motion filed
  [/\bmov(?:e|es|ed|ing)\s+to\s+(dismiss|strike|compel|suppress|quash|amend|stay|transfer)\b/gi, 'file a motion to $1', 'mov'],
  [/\broll(?:ing|ed|s)?\s+((?:\S+\s+){0,3}?)out\b/gi, 'deploy $1', 'roll'],
  // "roll production back to 3.7.9": a rollback
  [/\broll(?:ing|ed|s)?\s+((?:\S+\s+){0,3}?)back\b/gi, 'rollback $1', 'roll'],
  // "the tables can go up on the public repository": placed there, published
  [/\b(?:go|goes|going|went)\s+up\s+(on|to)\b(?!\s+(?:\d|\$|£|€))/gi, 'post $1', 'up'],
  [/\bspin(?:ning|s)?\s+up\b/gi, 'create', 'spin'],
  [/\bbump(?:ing|ed|s)?\s+((?:\S+\s+){0,4}?)up\s+to\b/gi, 'escalate $1to', 'bump'],
  [/\b(?:knock|take)(?:ing|ed|s|en)?\s+(\d[\d.,]*\s*%?\s+|(?:\S+\s+){0,3}?)off\b/gi, 'apply a discount of $1off', 'off'],
  // "line up interviews", "give the customer a heads-up": arranging and notifying, by their phrasal names
  [/\bline(?:s|d|ing)?\s+up\b/gi, 'arrange', 'line'],
  // "sign Ava up for the robotics club": enrolling
  [/\bsign(?:s|ed|ing)?\s+((?:\S+\s+){1,4}?)up\s+(for|to|in)\b/gi, 'enroll $1$2', 'up'],
  // "get the quote over to their CFO", "send it across to them"
  [/\b(?:get|send)(?:s|ting|ing)?\s+((?:\S+\s+){0,6}?)(?:over|across)\s+to\b/gi, 'send $1to', 'to'],
  // "bring the service up to 6 replicas": resizing
  [/\bbring(?:s|ing)?\s+((?:\S+\s+){0,4}?)(?:up|down)\s+to\b/gi, 'resize $1to', 'bring'],
  // "get the catering sorted", "get the refund done": the light verb of what the object names
  [/\bget(?:s|ting)?\s+((?:\S+\s+){1,4}?)(?:sorted|done|handled|organi[sz]ed|arranged|taken care of)\b/gi, 'handle $1', 'get'],
  [/\bgiv(?:e|es|ing)\s+((?:\S+\s+){0,3}?)an?\s+heads[\s-]?up\b/gi, 'notify $1', 'heads'],
  [/\bmark(?:ing|ed|s)?\s+down\b/gi, 'markdown', 'mark'],
  // "pull a truck out of service", "take the van off the road": a vehicle or asset grounded
  [/\b(?:pull|take|put)(?:s|ed|ing|en)?\s+((?:\S+\s+){0,3}?)(?:out\s+of\s+service|off\s+the\s+road)\b/gi, 'ground $1', 'of'],
  // "anything below list", "under list price": a price cut is a discount
  [/\b(?:below|under|off)\s+list(?:\s+price)?\b/gi, 'discounted', 'list'],
  // "drop her a message", "drop them a line": a message sent
  [/\bdrop(?:ping|ped|s)?\s+((?:\S+\s+){0,2}?)(a|an)\s+(message|line|note|email|text|mail)\b/gi, 'send $1$2 $3', 'drop'],
  [/\blet(?:ting)?\s+(?:\S+\s+){1,5}?know\b/gi, 'notify', 'know'],
  [/\bset(?:ting)?\s+up\b/gi, 'setup', 'set'],
  [/\bput(?:ting)?\s+together\b/gi, 'assemble', 'together'],
  [/\bput(?:ting)?\s+((?:\S+\s+){1,4}?)together\b/gi, 'assemble $1', 'together'],
  [/\bput(?:ting|s)?\s+((?:\S+\s+){0,3}?)on\s+hold\b/gi, 'hold $1', 'hold'],
  [/\breach(?:ing)?\s+out\b/gi, 'contact', 'reach'],
  [/\bsign[\s-]?off\b/gi, 'signoff', 'sign'],
  [/\bsigned[\s-]off\b/gi, 'signedoff', 'signed'],
  // "when money actually goes out": funds paid out, not a message sent
  [/\b(money|funds|cash|grant money)\s+((?:\S+\s+)?)(?:go|goes|going|went|gone)\s+out\b/gi, '$1 $2disburse', 'out'],
  [/\bgo(?:es)?\s+out\b/gi, 'send', 'out'],
  [/\bwent\s+out\b/gi, 'send', 'went'],
  [/\b(?:send|sent|sending)\s+(?:\S+\s+)?out\b/gi, 'send', 'out'],
  [/\bclose(?:d)?\s+(?:\S+\s+)?out\b/gi, 'close', 'close'],
  // "send the filing in" hands something over for processing: a submission
  [/\bsend(?:ing)?\s+((?:the|it|them|this|that|these|those|your|our|my)\b(?:\s+[\w-]+){0,2}?)\s+in\b(?=\s*(?:[.,;:!?—–-]|$|until\b|before\b|unless\b|yet\b|today\b|now\b))/gi, 'submit $1', 'send'],
  [/\bgo\s+ahead\s+and\b/gi, '', 'ahead'],
  [/\bgo[\s-]ahead\b/gi, 'goahead', 'ahead'],
  // "goes live" launches a campaign and publishes a page: one word in both groups, the object decides
  [/\b(?:go|goes|going|went|gone)\s+live\b/gi, 'golive', 'live'],
  [/\b(?:push|put|take|send)(?:es|s|ed|ing)?\s+((?:\S+\s+){0,3}?)live\b/gi, 'publish $1', 'live'],
  // phrasal verbs of sending: "get the invites out to the list", "push the announcement out", "fire it off to the bank"
  [/\b(?:get|push|fire|pump|shoot)(?:s|es|ed|ting|ing)?\s+((?:\S+\s+){0,4}?)out\b(?!\s+of\b)/gi, 'send $1', 'out'],
  [/\b(?:get|push|fire|pump|shoot)(?:s|es|ed|ting|ing)?\s+((?:\S+\s+){0,4}?)(?<!\b(?:written|paid|signed|taken|called|laid|cut|struck|switched|turned|logged|sealed|closed|kicked)\s)off\b(?!\s+of\b)/gi, 'send $1', 'off'],
  [/\b(?:switch|turn)(?:es|s|ed|ing)?\s+on\b/gi, 'activate', 'on'],
  [/\b(?:switch|turn)(?:es|s|ed|ing)?\s+((?:\S+\s+){1,4}?)on\b(?=\s*(?:[.,;:!?—–-]|$|\s+(?:today|now|tonight|at|on|from|and|then)\b))/gi, 'activate $1', 'on'],
  // (the tense kept: "Omar is locked out again" reports, it asks nothing)
  [/\block(s|ed|ing)?\s+out\b/gi, 'lock$1', 'out'],
  [/\block(s|ed|ing)?\s+((?:\S+\s+){1,5}?)out\b/gi, 'lock$1 $2', 'out'],
  // "letting him go": ending someone's employment
  [/\blet(?:ting|s)?\s+(him|her|them|someone|anyone|anybody|somebody|people|staff|employees?)\s+go\b/gi, 'terminate $1', 'go'],
  // ("let Tom Reyes go": a person by name, one to three capitalised words — case kept, no i flag)
  [/\b([Ll])et(?:ting|s)?\s+((?:[A-Z][\w'-]+\s+){1,3})go\b(?!\s+(?:ahead|through|over|out|on)\b)/g, 'terminate $2', 'go'],
  // "pull the plug on the gala": calling it off — the figurative sense, with the literal one
  // beside it ("pulling the plug on anyone" of a utility cuts their supply): the tool decides
  [/\bpull(?:s|ed|ing)?\s+the\s+plug\s+on\b/gi, 'cancel or disconnect', 'plug'],
  // "share it on our social account", "list the range on the storefront", "write a line on the status
  // page": placing a thing on a page publishes it
  [/\b(?:share|list|write|writ)(?:s|ed|ing|e|es|ten)?\s+((?:\S+\s+){0,6}?)(on|to)\s+((?:the|our|my|your|its|their)\s+(?:[\w-]+\s+){0,2}?(?:account|page|site|website|feed|social|storefront|store|shop|marketplace|blog|intranet|forum|board))\b/gi, 'post $1$2 $3', ''],
  [/\bkick\s+off\b/gi, 'launch', 'kick'],
  [/\blook\s+up\b/gi, 'lookup', 'look'],
  [/\bpull\s+up\b/gi, 'lookup', 'pull'],
  [/\bfollow[\s-]up\b/gi, 'followup', 'follow'],
  [/\be-?mail\b/gi, 'email', 'mail'],
  [/\bon-call\b/gi, 'oncall', 'on-call'],
  [/\b(that|it|what)s\b(?=\s+(?:a|an|the|not|for|up|their|our|my|your|his|her)\b)/gi, "$1's", 's'],
  // "write to Ms. Haddad", "write back to the customer": a message to someone (not "write to the file")
  [/\bwrit(?:e|es|ing)\s+(back\s+)?to\b(?!\s+(?:the\s+|a\s+)?(?:file|disk|log|record|records|ledger|database|sheet|chart|cms|page|wiki)\b)/gi, 'email $1to', 'writ'],
  // "her new salary should go into payroll": entering a value into a system of record
  [/\bgo(?:es)?\s+into\b/gi, 'update', 'into'],
  // "record that on their account": the verb (the noun "records" stays an object word)
  [/\brecord\s+((?:that|it|this|them|the\s+[\w-]+))\s+(on|in|into|against)\b/gi, 'update $1 $2', 'record'],
  [/\be-?signature\b/gi, 'signature', 'signature'],
  // "whether they get money back": a refund named by what it does
  [/\b(?:get|gets|getting|give|giving|send|pay|paying|want|wants|wanted|asks?\s+for|asked\s+for|asking\s+for)\s+(?:\w+\s+)?(?:their\s+|the\s+|his\s+|her\s+)?money\s+back\b/gi, 'refund', 'money'],
];

/** Apply the multi-word rewrites, in order (a rewrite may produce the word of a later one: "go out" → "send"). */
export function rewritePhrases(text: string): string {
  let t = text;
  // the patterns ignore case only for ASCII letters, which lower-casing keeps in place
  let lower = t.toLowerCase();
  for (const [re, rep, word] of PHRASES) {
    if (!lower.includes(word)) continue;
    const next = t.replace(re, rep);
    if (next !== t) {
      t = next;
      lower = t.toLowerCase();
    }
  }
  return t;
}

/** Lower-case word tokens (letters, digits, apostrophes); '#channel' and addresses are kept whole. */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/[#@]?[a-z0-9][a-z0-9'._@-]*[a-z0-9]|[a-z0-9]/g) ?? []).map((w) => w.replace(/'s$/, ''));
}

/** The compiler's stemmer (src/text/stemmers.ts: why it is not the scorer's). */
export const stem = compilerStem;
