import type { JsonObject, JsonValue } from '../domain/json.js';
import type { CallStatus, ConfirmationRecord } from '../domain/trajectory.js';
import type { Policy, Verdict } from '../policy/schema.js';

/** A domain call awaiting mediation. */
export interface MediatedCall {
  seq: number;
  agent: string;
  hop: number;
  path: string[];
  tool: string;
  args: JsonObject;
  /** The policy the caller's delegation carried (a policy-carrying defense's evidence; null otherwise). */
  policy: Policy | null;
}

/** How the mediation of one call ended. */
export interface CallOutcome {
  call: MediatedCall;
  status: CallStatus;
  verdict: Verdict | null;
  confirmation: ConfirmationRecord | null;
  result?: JsonValue;
  error?: string;
}
