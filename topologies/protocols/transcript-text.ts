import type { ChatMessage } from '../../src/models/types.js';

/**
 * A chat transcript as plain text, the way history-passing protocols show one agent's conversation
 * to another: one line per message (the system prompt left out — it is the sender's, not the
 * conversation), tool calls with their arguments, tool results as they came back.
 */
export function transcriptText(messages: readonly ChatMessage[]): string {
  return transcriptLines(messages).join('\n');
}

/** The same rendering, one entry per line (a consent question carries them as a list). */
export function transcriptLines(messages: readonly ChatMessage[]): string[] {
  const lines: string[] = [];
  for (const m of messages) {
    if (m.role === 'system') continue;
    if (m.role === 'user') lines.push(`[user] ${m.content}`);
    else if (m.role === 'tool') lines.push(`[tool result] ${m.content}`);
    else {
      if (m.content) lines.push(`[assistant] ${m.content}`);
      for (const tc of m.tool_calls ?? []) lines.push(`[assistant called ${tc.function.name}] ${tc.function.arguments}`);
    }
  }
  return lines;
}
