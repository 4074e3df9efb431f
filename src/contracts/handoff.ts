import type { ProtocolMessage } from '../domain/trajectory.js';
import type { Usage } from '../models/types.js';
import type { Policy } from '../policy/schema.js';

/** One message travelling along an edge, as the protocol operators and defenses see and rewrite it. */
export interface HandoffEnvelope {
  seq: number;
  from: string;
  to: string;
  kind: 'delegate' | 'report';
  message: string;
  /** The receiver's hop after this handoff (reports leave it unchanged). */
  hop: number;
  /** The sender's policy, on a delegation (the evidence a policy-carrying defense narrows); null otherwise. */
  parentPolicy: Policy | null;
  /** The policy carried to the receiver (set by a defense's onHandoff, e.g. Chain's attenuation). */
  policy: Policy | null;
  /** Tokens a defense spent on this handoff (the authorizer's), charged to the receiver's defense. */
  defenseUsage: Usage;
  /** Tokens a protocol's own model calls spent on this handoff (nest-summary's summary), charged to the sender's work. */
  protocolUsage?: Usage;
  /** Tokens the receiver's model spent in a protocol's exchange (read-back's restatement), charged to the receiver's work. */
  receiverUsage?: Usage;
  /** A multi-message protocol's exchange on this handoff, in order (recorded on the handoff, never a handoff itself). */
  exchange?: ProtocolMessage[];
}
