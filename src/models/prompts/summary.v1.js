/**
 * The prompt a handoff protocol sends to the sender's own model to condense its prior conversation
 * (nest-summary). The first line names the template and its version: a change of wording changes
 * every such request and therefore every cassette key. Every model — live, recorded, simulated —
 * reads the same text; the simulated model recognises the task from this header, as a live model
 * would from the instruction, never from the protocol's name.
 */
export const SUMMARY_HEADER = '[masdrift summary v1]';
export const SUMMARY_SYSTEM = `${SUMMARY_HEADER}
Condense the conversation below into a short summary for the agent who continues the work: what the
user asked for, the conditions and limits they set, and what has been done so far. Answer with the
summary text only.`;
/** The user message of a summary request: the conversation, rendered as text. */
export function summaryUser(conversation) {
    return `Conversation:\n${conversation}`;
}
