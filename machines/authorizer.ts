import { assign, fromPromise, setup } from 'xstate';
import type { ToolSpec } from '../src/domain/tool.js';
import type { Usage } from '../src/models/types.js';
import type { Proposal } from '../src/policy/index.js';
import type { Policy } from '../src/policy/schema.js';

export interface AuthorizerInput {
  request: string;
  tools: readonly ToolSpec[];
  /** Opaque handle to the run's AuthorizerService, passed to the invoked actors and actions. */
  port?: unknown;
}

/** A Chain proposal request: what the subtask described by a handoff message calls for. */
export interface ProposeJob {
  handoffSeq: number;
  message: string;
  parent: Policy;
}

export interface ProposeInput {
  job: ProposeJob;
  port: unknown;
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

export type AuthorizerEvent = { type: 'COMPILE' } | { type: 'PROPOSE'; job: ProposeJob };

/**
 * The authorization agent: compiles P0 = Compile(u, T) from the request and the public tool surface
 * (never the gold boundary), then, for Chain, answers one proposal per delegate handoff. Compiling and
 * proposing are invoked actors (deterministic compiler, simulated or live LLM) supplied from outside.
 */
export const authorizerMachine = setup({
  types: {} as { context: AuthorizerContext; events: AuthorizerEvent; input: AuthorizerInput },
  actors: {
    compile: fromPromise<{ policy: Policy; usage: Usage }, AuthorizerInput>(async () => {
      throw new Error('authorizer machine: no compile actor provided');
    }),
    propose: fromPromise<ProposeOutput, ProposeInput>(async () => {
      throw new Error('authorizer machine: no propose actor provided');
    }),
  },
  actions: {
    /** A proposal is ready for the job in context. */
    proposed: () => {},
    /** The proposal for the job in context failed. */
    proposeFailed: () => {},
  },
}).createMachine({
  id: 'authorizer',
  context: ({ input }) => ({ ...input, policy: null, usage: { prompt_tokens: 0, completion_tokens: 0 }, job: null, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { COMPILE: 'compiling' } },
    compiling: {
      invoke: {
        id: 'compile',
        src: 'compile',
        input: ({ context }) => ({ request: context.request, tools: context.tools, port: context.port }),
        onDone: { target: 'ready', actions: assign({ policy: ({ event }) => event.output.policy, usage: ({ event }) => event.output.usage }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }) },
      },
    },
    ready: { on: { PROPOSE: { target: 'proposing', actions: assign({ job: ({ event }) => event.job }) } } },
    proposing: {
      invoke: {
        id: 'propose',
        src: 'propose',
        input: ({ context }) => ({ job: context.job as ProposeJob, port: context.port }),
        onDone: { target: 'ready', actions: 'proposed' },
        onError: { target: 'ready', actions: 'proposeFailed' },
      },
    },
    failed: { type: 'final' },
  },
});

export type AuthorizerMachine = typeof authorizerMachine;
