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
