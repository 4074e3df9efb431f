import { setup } from 'xstate';
import type { ToolSpec } from '../src/domain/tool.js';
import type { Usage } from '../src/models/types.js';
import type { Proposal } from '../src/policy/index.js';
import type { Policy } from '../src/policy/schema.js';
import { update } from './update.js';

export interface AuthorizerInput {
  request: string;
  tools: readonly ToolSpec[];
}

/** A Chain proposal request: what the subtask described by a handoff message calls for. */
export interface ProposeJob {
  handoffSeq: number;
  message: string;
  parent: Policy;
}

export interface ProposeOutput {
  proposal: Proposal;
  usage: Usage;
}

export interface AuthorizerContext extends AuthorizerInput {
  policy: Policy | null;
  usage: Usage;
  job: ProposeJob | null;
  error: string | null;
}

/**
 * COMPILE and PROPOSE are requests; COMPILED / COMPILE_FAILED and PROPOSED / PROPOSE_FAILED answer the
 * side effect the current state asked for.
 */
export type AuthorizerEvent =
  | { type: 'COMPILE' }
  | { type: 'PROPOSE'; job: ProposeJob }
  | { type: 'COMPILED'; policy: Policy; usage: Usage }
  | { type: 'COMPILE_FAILED'; error: string }
  | { type: 'PROPOSED'; output: ProposeOutput }
  | { type: 'PROPOSE_FAILED'; error: unknown };

/**
 * The authorization agent: compiles P0 = Compile(u, T) from the request and the public tool surface
 * (never the gold boundary), then, for Chain, answers one proposal per delegate handoff. Compiling and
 * proposing are named actions supplied from outside (deterministic compiler, simulated or live LLM),
 * answered by events — as the agent's model calls are — so a proposal costs no child actor; a
 * proposal is taken only in `ready`, so they are strictly sequential.
 */
export const authorizerMachine = setup({
  types: {} as { context: AuthorizerContext; events: AuthorizerEvent; input: AuthorizerInput },
  actions: {
    /** Compile P0 from the request and tools in context (answered by COMPILED or COMPILE_FAILED). */
    compile: () => {},
    /** Propose for the job in context (answered by PROPOSED or PROPOSE_FAILED). */
    propose: () => {},
    /** A proposal is ready for the job in context. */
    proposed: () => {},
    /** The proposal for the job in context failed. */
    proposeFailed: () => {},
  },
}).createMachine({
  id: 'authorizer',
  // Fields listed, not spread (see the agent machine's context).
  context: ({ input }) => ({ request: input.request, tools: input.tools, policy: null, usage: { prompt_tokens: 0, completion_tokens: 0 }, job: null, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { COMPILE: 'compiling' } },
    compiling: {
      entry: 'compile',
      on: {
        COMPILED: { target: 'ready', actions: update(({ event }) => ({ policy: event.policy, usage: event.usage })) },
        COMPILE_FAILED: { target: 'failed', actions: update(({ event }) => ({ error: event.error })) },
      },
    },
    ready: { on: { PROPOSE: { target: 'proposing', actions: update(({ event }) => ({ job: event.job })) } } },
    proposing: {
      entry: 'propose',
      on: {
        PROPOSED: { target: 'ready', actions: 'proposed' },
        PROPOSE_FAILED: { target: 'ready', actions: 'proposeFailed' },
      },
    },
    failed: { type: 'final' },
  },
});

export type AuthorizerMachine = typeof authorizerMachine;
