/**
 * The authority lattice. PLACEHOLDER signatures — the real implementations replace these.
 */
import type { ToolSpec } from '../domain/tool.js';
import type { JsonObject } from '../domain/json.js';
import type { Policy, Scope, Stage, Verdict, Resolution } from './schema.js';

export * from './schema.js';

export interface CompiledPolicy { policy: Policy; }
export interface AttenuationResult { policy: Policy; refused: Array<{ tool: string; reason: string }>; }
export interface ProposalRule { tool: string; scope?: Scope; stage?: Stage }
export interface Proposal { rules: ProposalRule[] }

export function leq(_a: Policy, _b: Policy): boolean { throw new Error('not implemented'); }
export function attenuate(_p: Policy, _x: Proposal): AttenuationResult { throw new Error('not implemented'); }
export function verdict(_call: { tool: string; args: JsonObject }, _p: Policy): Verdict { throw new Error('not implemented'); }
export function resolve(_s: Scope, _args: JsonObject): Resolution { throw new Error('not implemented'); }
export function compile(_request: string, _tools: readonly ToolSpec[]): CompiledPolicy { throw new Error('not implemented'); }
