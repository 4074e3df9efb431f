import { Subject, type MonoTypeOperatorFunction, type Observable } from 'rxjs';
import type { HandoffEnvelope } from '../src/contracts/handoff.js';
import type { ToolSpec } from '../src/domain/tool.js';
import type { ChatMessage, Usage } from '../src/models/types.js';
import type { GraphSpec } from './graph.js';
import { usageError } from '../src/util/user-error.js';
import { SHIPPED_PROTOCOLS } from './protocols/index.js';

// The shipped protocols live one per file in topologies/protocols/ (re-exported here for the API).
export { constraintEcho, restrictiveSentences, verbatim } from './protocols/index.js';

export type { HandoffEnvelope } from '../src/contracts/handoff.js';

/** What a protocol variant may use: the run's request and tools. */
export interface VariantContext {
  request: string;
  tools: readonly ToolSpec[];
  /** An agent's chat transcript as of now (its system prompt first): history-passing protocols read the sender's. */
  transcriptOf?: (agent: string) => readonly ChatMessage[];
  /** Ask an agent's own model to condense a conversation (nest-summary): the summary and the tokens it cost. */
  summarize?: (agent: string, conversation: string) => Promise<{ text: string; usage: Usage }>;
  /**
   * Ask an agent's own model (at its current turn, through the run's model call path: recorded,
   * replayed, counted) — a multi-message protocol's exchange: the receiver's restatement, the
   * sender's confirmation. The answer's text and the tokens it cost.
   */
  ask?: (agent: string, messages: ChatMessage[]) => Promise<{ text: string; usage: Usage }>;
}

/**
 * A typed handoff: the delegation tool takes typed fields instead of one free-text message. The
 * fields are offered to the sender's model as the tool's parameters, validated when the call comes
 * back (a call that does not fit them is a failed call the sender sees, with the reason), and
 * rendered into the text the receiver reads.
 */
export interface TypedHandoff {
  /** The handoff tool's JSON-schema parameters (the same object for every tool: token counts cache on it). */
  parameters: Record<string, unknown>;
  /** The fields as given, or why they do not fit. */
  parse: (args: unknown) => { ok: true; text: string } | { ok: false; error: string };
}

/**
 * A protocol variant of handoff is an RxJS operator on the edge stream. It must emit exactly one
 * envelope per envelope it receives, in order, with its seq and route unchanged (rewrite the
 * message, never drop, split, reorder or set a policy): the sender waits for its handoff to be
 * delivered, and the runtime's delivery (src/runtime/delivery.ts) fails the run, naming the variant,
 * when a variant breaks this.
 */
export interface HandoffVariant {
  (ctx: VariantContext): MonoTypeOperatorFunction<HandoffEnvelope>;
  /** The delegation tool's typed fields, for a protocol whose handoff is typed (structured-boundary). */
  typedHandoff?: TypedHandoff;
}

const variants = new Map<string, HandoffVariant>(SHIPPED_PROTOCOLS.map((p) => [p.name, p.variant]));

/** Add a protocol variant by name (then pass its name in RunOptions.protocol or --protocol). */
export function registerHandoffVariant(name: string, variant: HandoffVariant): void {
  if (name === 'chain') throw new Error('"chain" is a defense (src/defenses/chain.ts), not a protocol variant');
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

/** One edge's stream, piped through the run's operators in order (the runtime puts the defenses' after the protocol's, so they read the final message). */
export function openEdge(spec: EdgeSpec, operators: ReadonlyArray<MonoTypeOperatorFunction<HandoffEnvelope>>): EdgeStream {
  const input = new Subject<HandoffEnvelope>();
  let output: Observable<HandoffEnvelope> = input;
  for (const op of operators) output = output.pipe(op);
  return { from: spec.from, to: spec.to, kind: spec.kind, input, output };
}
