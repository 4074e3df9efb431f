import type { HandoffVariant } from '../handoff.js';

/**
 * verbatim — the receiver reads exactly what the sender wrote (the default). Stands for the plain
 * tool-call handoff of most agent frameworks: the handoff tool's `message` argument is the whole of
 * what the next agent is told. Costs nothing beyond the message itself.
 */
export const verbatim: HandoffVariant = () => (source) => source;
