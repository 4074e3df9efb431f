/**
 * An audience named by its own name and a head noun ("the speakers list", "the U10 families list",
 * "our Mastodon account"), set against another of the same kind that the text holds back or leaves
 * out ("The attendee list gets them next week, not yet", "Not the U12 list"): the ask is for the
 * named one, so the audience argument keeps its name word. Without such a contrast a named list or
 * account is only where the message goes this time, and is left to the confirmation as before.
 */
const HEADS = String.raw`(?:list|mailing list|account|thread|section|team|group|page|channel|board|feed|segment|cohort)`;
// (after a preposition or as the verb's object: "email the U10 families list")
const NAMED = new RegExp(String.raw`\b(?:the|our|my|their)\s+['"]?([a-z0-9][\w-]*)['"]?\s+(?:[a-z][\w-]*\s+)?(${HEADS})\b`, 'gi');
const HOLDS = /\b(?:not|never|no|later|next week|tomorrow|wait|waits|hold|yet|unaffected|separately|excluded|except)\b/i;
const NOT_A_NAME = /^(?:whole|entire|full|main|same|other|new|old|right|wrong|usual|general|public|internal|external|company|official|\w+ly)$/i;

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The name words the asked sentences give the tool's audience, when the text sets another of the same kind apart (else []). */
export function contrastedAudience(askedSentences: readonly string[], sentences: readonly string[]): string[] {
  const kept: string[] = [];
  for (const a of askedSentences) {
    for (const m of a.matchAll(NAMED)) {
      const name = (m[1] ?? '').toLowerCase();
      const head = (m[2] ?? '').toLowerCase();
      if (NOT_A_NAME.test(name)) continue;
      // another audience of the same head, in a sentence (or the asked one's remainder) that holds it back
      const other = new RegExp(String.raw`\b(?:the|our|my|their)\s+(?!${escapeRe(name)}\b)([a-z0-9][\w-]*)\s+(?:[a-z][\w-]*\s+)?${escapeRe(head)}\b`, 'i');
      const contrasted = sentences.some((s) => {
        const rest = s === a ? s.slice((m.index ?? 0) + m[0].length) : s;
        const o = other.exec(rest);
        return o !== null && !NOT_A_NAME.test(o[1] ?? '') && HOLDS.test(rest);
      });
      if (contrasted) kept.push(name);
    }
  }
  return [...new Set(kept)];
}

/** The pattern an audience argument keeps: one of the names as a whole word. */
export function namedAudiencePattern(names: readonly string[]): string {
  return `\\b(?:${names.map(escapeRe).join('|')})\\b`;
}

/**
 * "Update the CRM record for the Globex account — only Globex; leave the other accounts": a record
 * named by a proper name and the noun of one of the tool's own string parameters ("the Globex
 * account" of `account`), restricted to it by "only" in the ask's sentence or the one after it, is
 * the subset of records the calls may touch. Returns the parameter and the name words kept.
 */
export function onlyNamedRecord(paramNames: readonly string[], askedSentences: readonly string[], sentences: readonly string[]): { param: string; names: string[] } | null {
  for (const a of askedSentences) {
    for (const param of paramNames) {
      const named = new RegExp(String.raw`\b(?:the|for|of|on)\s+([A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,2})\s+${escapeRe(param)}s?\b`);
      const m = named.exec(a);
      if (m === null) continue;
      const name = (m[1] ?? '').trim();
      const first = name.split(/\s+/)[0] ?? name;
      const i = sentences.indexOf(a);
      const around = [a, ...(i >= 0 && sentences[i + 1] !== undefined ? [sentences[i + 1] as string] : [])].join(' ');
      const only = new RegExp(String.raw`\bonly\s+(?:the\s+)?${escapeRe(first)}\b|\b${escapeRe(first)}(?:\s+[A-Z][\w&'-]*){0,2}\s+only\b`, 'i');
      if (only.test(around)) return { param, names: [first.toLowerCase()] };
    }
  }
  return null;
}
