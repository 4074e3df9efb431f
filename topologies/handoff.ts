import { Subject, concatMap, map, type MonoTypeOperatorFunction, type Observable } from 'rxjs';
import type { ToolSpec } from '../src/domain/tool.js';
import type { ChatMessage, Usage } from '../src/models/types.js';
import type { Policy } from '../src/policy/schema.js';
import type { GraphSpec } from './graph.js';
import { usageError } from '../src/util/user-error.js';
import { SHIPPED_PROTOCOLS } from './protocols/index.js';

// The shipped protocols live one per file in topologies/protocols/ (re-exported here for the API).
export { constraintEcho, restrictiveSentences, verbatim } from './protocols/index.js';

/** One message travelling along an edge, as the protocol operators see and rewrite it. */
export interface HandoffEnvelope {
  seq: number;
  from: string;
  to: string;
  kind: 'delegate' | 'report';
  message: string;
  /** The receiver's hop after this handoff (reports leave it unchanged). */
  hop: number;
  /** The sender's policy (Chain evidence the attenuation narrows). */
  parentPolicy: Policy | null;
  /** The policy carried to the receiver (set by chain attenuation). */
  policy: Policy | null;
  /** Tokens the protocol spent on this handoff (the authorizer's), charged to the receiver's defense. */
  defenseUsage: Usage;
  /** Tokens a protocol's own model calls spent on this handoff (nest-summary's summary), charged to the sender's work. */
  protocolUsage?: Usage;
}

/** What a protocol variant may use: the run's request, tools and (under Chain) the authorizer. */
export interface VariantContext {
  request: string;
  tools: readonly ToolSpec[];
  /** Chain: P_{k+1} = attenuate(P_k, proposal from the message). */
  attenuate?: (env: HandoffEnvelope) => Promise<{ policy: Policy; usage: Usage }>;
  /** An agent's chat transcript as of now (its system prompt first): history-passing protocols read the sender's. */
  transcriptOf?: (agent: string) => readonly ChatMessage[];
  /** Ask an agent's own model to condense a conversation (nest-summary): the summary and the tokens it cost. */
  summarize?: (agent: string, conversation: string) => Promise<{ text: string; usage: Usage }>;
}

/**
 * A protocol variant of handoff is an RxJS operator on the edge stream. It must emit exactly one
 * envelope per envelope it receives, in order (rewrite, never drop or split): the sender waits for
 * its handoff to be delivered.
 */
export type HandoffVariant = (ctx: VariantContext) => MonoTypeOperatorFunction<HandoffEnvelope>;

/**
 * Chain attenuation: every delegate handoff carries P_{k+1} = attenuate(P_k, proposal(message)).
 * concatMap keeps the order of handoffs on the edge even when the authorizer answers asynchronously.
 */
export const chainAttenuation: HandoffVariant = (ctx) => {
  const attenuate = ctx.attenuate;
  if (!attenuate) throw new Error('chain attenuation needs an authorizer (defense "chain")');
  return concatMap(async (env: HandoffEnvelope) => {
    if (env.kind !== 'delegate' || !env.parentPolicy) return env;
    const { policy, usage } = await attenuate(env);
    return {
      ...env,
      policy,
      defenseUsage: { prompt_tokens: env.defenseUsage.prompt_tokens + usage.prompt_tokens, completion_tokens: env.defenseUsage.completion_tokens + usage.completion_tokens },
    };
  });
};

const variants = new Map<string, HandoffVariant>(SHIPPED_PROTOCOLS.map((p) => [p.name, p.variant]));

/** Add a protocol variant by name (then pass its name in RunOptions.protocol or --protocol). */
export function registerHandoffVariant(name: string, variant: HandoffVariant): void {
  if (name === 'chain') throw new Error('"chain" is applied by the Chain defense itself');
  variants.set(name, variant);
}

export function handoffVariant(name: string): HandoffVariant {
  const v = variants.get(name);
  if (!v) throw usageError(`unknown handoff protocol "${name}" (known: ${[...variants.keys()].join(', ')})`);
  return v;
}

export function handoffVariantNames(): string[] {
  return [...variants.keys()];
}

/** One directed edge at run time: the sender pushes into `input`; the receiver reads `output`. */
export interface EdgeStream {
  from: string;
  to: string;
  kind: 'delegate' | 'report';
  input: Subject<HandoffEnvelope>;
  output: Observable<HandoffEnvelope>;
}

export const edgeKey = (from: string, to: string, kind: 'delegate' | 'report'): string => `${kind}:${from}->${to}`;

/** Where one directed edge at run time goes. */
export type EdgeSpec = Pick<EdgeStream, 'from' | 'to' | 'kind'>;

/**
 * The edges of a graph, by edgeKey: one per delegation edge, and one per report edge going back up it
 * (when the delegate can report). Pure: a run may compute it once per graph and open edges lazily.
 */
export function edgeSpecs(graph: GraphSpec, withReports: (from: string) => boolean): Map<string, EdgeSpec> {
  const out = new Map<string, EdgeSpec>();
  for (const e of graph.edges) {
    out.set(edgeKey(e.from, e.to, 'delegate'), { from: e.from, to: e.to, kind: 'delegate' });
    if (withReports(e.to)) out.set(edgeKey(e.to, e.from, 'report'), { from: e.to, to: e.from, kind: 'report' });
  }
  return out;
}

/** One edge's stream, piped through the run's protocol operators (Chain attenuation, when present, runs last so it reads the final message). */
export function openEdge(spec: EdgeSpec, operators: ReadonlyArray<MonoTypeOperatorFunction<HandoffEnvelope>>): EdgeStream {
  const input = new Subject<HandoffEnvelope>();
  let output: Observable<HandoffEnvelope> = input;
  for (const op of operators) output = output.pipe(op);
  return { from: spec.from, to: spec.to, kind: spec.kind, input, output };
}
