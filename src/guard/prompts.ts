/**
 * The texts the guard's defenses put in place of what they withhold (src/guard/defenses.ts): a
 * document's content, a refused read, a message between agents.
 */
export const GUARD_PROMPT_VERSION = 'guard-prompts.v1';

export const GUARD_NOTICE = 'withheld by the aggregation guard';

/** The message an agent receives in place of findings the handoff layer withheld. */
export function withheldMessage(from: string): string {
  return `Findings from ${from}: [withheld by the aggregation guard]`;
}
