import { centGraph, peerGraph, singleGraph } from '../../topologies/named.js';
import type { GraphSpec } from '../../topologies/graph.js';
import type { ChatModel } from '../models/types.js';
import type { Intent } from '../mosaic/configs.js';
import type { MosaicExample } from '../domain/mosaic-example.js';
import { AntiMosaicGuard, guardName, guardRefusal, type GuardDecision, type SecondOpinion, type GuardEvent, type GuardLayers, type GuardStats, type PublishBasis, type WallPolicy } from './guard.js';
import { runAgent, type ToolCallRecord } from './harness.js';
import { EMPTY_LABELS, type LabelSet } from './labels.js';
import { defaultPrincipal, heldBy, type Principal } from './principal.js';
import { delegateMessage, findingsMessage, systemPrompt, withheldMessage, type GuardAgentRole } from './prompts.js';
import { relationFromExample, type ProtectedRelation } from './relations.js';
import { SimDocumentAgent } from './sim-agent.js';
import { workspaceOf, type Workspace } from './workspace.js';

/**
 * Mosaic runs over coordination graphs, single- and multi-agent, with the guard in the loop.
 *
 * Documents are split between agents by environment access (worker i may open SECRET document
 * A or B alternately, plus the distractor); supervisors hold no document tools and compose their
 * workers' reports; peers work in a chain, each handing its findings to the next, the last one
 * answering the user. Supervisors fan out before any report comes back, so a delegation carries
 * only what the supervisor held when it wrote it. The user's question travels with the protocol
 * (unlabelled: the user wrote it); findings are written by agents and carry their context's labels.
 * Scheduling is sequential in graph order, so a run is a pure function of its inputs and seed.
 */
export interface Scenario {
  name: string;
  graph: GraphSpec;
  /** Per-agent boundaries on top of the user's clearance. */
  boundaries?: Principal['agents'];
}

const DESCRIPTIONS: Record<string, string> = {
  single: 'one agent reads everything',
  l1: 'supervisor + 2 workers (A | B)',
  l2: '2-level tree, 4 workers (A | B | A | B)',
  n2: '2 peers in a chain (A → B)',
  n4: '4 peers in a chain (A → B → A → B)',
  'l1-restricted': 'l1 with worker w2 cleared CONFIDENTIAL',
};

export const SCENARIOS = Object.keys(DESCRIPTIONS);

export function scenarioDescription(name: string): string {
  return DESCRIPTIONS[name] ?? name;
}

/** A named scenario over the shared topology builders. */
export function scenario(name: string): Scenario {
  switch (name) {
    case 'single':
      return { name, graph: singleGraph() };
    case 'l1':
      return { name, graph: centGraph(1) };
    case 'l2':
      return { name, graph: centGraph(2) };
    case 'n2':
      return { name, graph: peerGraph(2) };
    case 'n4':
      return { name, graph: peerGraph(4) };
    case 'l1-restricted':
      return { name, graph: centGraph(1), boundaries: { w2: { clearance: 'CONFIDENTIAL' } } };
    default:
      throw new Error(`unknown guard scenario "${name}" (known: ${SCENARIOS.join(', ')})`);
  }
}

/** Which documents each agent may open: document-tool holders alternate A/B and all see the distractor. */
export function accessOf(graph: GraphSpec, ws: Workspace): Record<string, ReadonlySet<string> | null> {
  const out: Record<string, ReadonlySet<string> | null> = {};
  const [a, b] = ws.example.documents;
  const extra = ws.options.distractor ? [ws.example.distractor.id] : [];
  if (graph.family === 'single') {
    for (const ag of graph.agents) out[ag.id] = null;
    return out;
  }
  let i = 0;
  for (const ag of graph.agents) {
    if (ag.tools === 'none') out[ag.id] = new Set();
    else out[ag.id] = new Set([(i++ % 2 === 0 ? a : b).id, ...extra]);
  }
  return out;
}

export interface GuardedRunSpec {
  example: MosaicExample;
  intent: Intent;
  scenario: Scenario;
  layers: GuardLayers;
  wall?: WallPolicy;
  publishBasis?: PublishBasis;
  /** The paper's in-context guards. */
  marking: boolean;
  rules: boolean;
  distractor: boolean;
  seed: string;
  rep: number;
  principal?: Principal;
  /** Extra relations (hand-written files) on top of the example's own. */
  relations?: readonly ProtectedRelation[];
  /** Off by default; may only turn an allowed answer into a refusal. */
  secondOpinion?: SecondOpinion;
  /** The model of every agent; default the simulated document agent. */
  model?: (example: MosaicExample, seed: string) => ChatModel;
}

export interface MessageRecord {
  seq: number;
  from: string;
  to: string;
  kind: 'delegate' | 'report';
  text: string;
  labels: LabelSet;
  delivered: boolean;
}

export interface GuardedRunResult {
  runId: string;
  exampleId: string;
  intent: Intent;
  scenario: string;
  guard: string;
  marking: boolean;
  rules: boolean;
  /** What the answering agent wrote, and what reached the user after the publish layer. */
  draftAnswer: string;
  finalAnswer: string;
  answerLabels: LabelSet;
  publish: GuardDecision['kind'];
  messages: MessageRecord[];
  calls: ToolCallRecord[];
  events: readonly GuardEvent[];
  stats: GuardStats;
  /** Every agent's context labels at the end of the run. */
  contexts: Record<string, LabelSet>;
  modelCalls: number;
  relations: readonly ProtectedRelation[];
}

/** The query text of an intent. */
export function queryOf(ex: MosaicExample, intent: Intent): string {
  return ex.queries[intent].text;
}

/** Run one example under one intent, scenario, guard and in-context configuration. */
export async function runGuarded(spec: GuardedRunSpec): Promise<GuardedRunResult> {
  const ex = spec.example;
  const ws = workspaceOf(ex, { distractor: spec.distractor, marking: spec.marking });
  const relations = [relationFromExample(ex), ...(spec.relations ?? [])];
  const base = spec.principal ?? defaultPrincipal();
  const principal: Principal = { ...base, agents: { ...base.agents, ...(spec.scenario.boundaries ?? {}) } };
  const guard = new AntiMosaicGuard({ relations, layers: spec.layers, principal, wall: spec.wall ?? 'query-anchored', publishBasis: spec.publishBasis ?? 'labels+detector', sources: ws.texts });
  const query = queryOf(ex, spec.intent);
  guard.anchor(query);
  // The run's identity leaves the guard layers out, so the model draws the same choices in the same
  // situations under every guard: layer contrasts are paired.
  const runId = [ex.id, spec.intent, spec.scenario.name, spec.marking ? 'm1' : 'm0', spec.rules ? 'r1' : 'r0', spec.distractor ? 'd1' : 'd0', `rep${spec.rep}`].join('|');
  const model = (spec.model ?? ((e, s) => new SimDocumentAgent(e, s)))(ex, spec.seed);
  const graph = spec.scenario.graph;
  if (graph.family === 'custom') throw new Error(`scenario "${spec.scenario.name}": guarded Mosaic runs support single, supervisor-tree (cent) and peer graphs, not custom ones`);
  const access = accessOf(graph, ws);
  const messages: MessageRecord[] = [];
  const calls: ToolCallRecord[] = [];
  let modelCalls = 0;

  const send = (from: string, to: string, kind: 'delegate' | 'report', text: string, labels: LabelSet): boolean => {
    const d = guard.beforeHandoff(from, to, labels);
    messages.push({ seq: messages.length, from, to, kind, text, labels, delivered: d.kind === 'allow' });
    return d.kind === 'allow';
  };
  const agentRun = async (agent: string, role: GuardAgentRole, user: string): Promise<{ text: string; labels: LabelSet }> => {
    const acc = access[agent] ?? null;
    const hasTools = acc === null || acc.size > 0;
    const r = await runAgent({ runId, agent, model, system: systemPrompt(role, spec.rules), user, workspace: ws, guard, access: acc, tools: hasTools });
    calls.push(...r.calls);
    modelCalls += r.modelCalls;
    return { text: r.text, labels: r.labels };
  };

  let draft: { agent: string; text: string; labels: LabelSet };
  if (graph.family === 'single') {
    const entry = graph.agents[0]?.id ?? 'agent';
    draft = { agent: entry, ...(await agentRun(entry, 'single', query)) };
  } else if (graph.family === 'cent') {
    const children = (id: string): string[] => graph.edges.filter((e) => e.from === id).map((e) => e.to);
    const node = async (id: string, task: string, isRoot: boolean): Promise<{ text: string; labels: LabelSet }> => {
      const kids = children(id);
      if (kids.length === 0) return agentRun(id, 'worker', task);
      const delivered = kids.filter((k) => send(id, k, 'delegate', delegateMessage(id, query), heldBy(guard.holdings, id)));
      const inbox: string[] = [];
      for (const k of delivered) {
        const r = await node(k, delegateMessage(id, query), false);
        inbox.push(send(k, id, 'report', findingsMessage(k, r.text), r.labels) ? findingsMessage(k, r.text) : withheldMessage(k));
      }
      return agentRun(id, isRoot ? 'supervisor' : 'mid-supervisor', [task, ...inbox].join('\n'));
    };
    const root = graph.agents.find((a) => a.entry)?.id ?? 'root';
    draft = { agent: root, ...(await node(root, query, true)) };
  } else {
    const peers = graph.agents.map((a) => a.id);
    let handed = '';
    let last = { text: '', labels: EMPTY_LABELS as LabelSet };
    for (let i = 0; i < peers.length; i++) {
      const id = peers[i] as string;
      const final = i === peers.length - 1;
      const task = i === 0 ? query : `${delegateMessage(peers[i - 1] as string, query)}\n${handed}`;
      last = await agentRun(id, final ? 'final-peer' : 'peer', task);
      if (!final) {
        const next = peers[i + 1] as string;
        handed = send(id, next, 'report', findingsMessage(id, last.text), last.labels) ? findingsMessage(id, last.text) : withheldMessage(id);
      }
    }
    draft = { agent: peers[peers.length - 1] as string, ...last };
  }

  let pub = guard.beforePublish(draft.text, draft.labels, draft.agent);
  if (pub.kind === 'allow' && spec.secondOpinion && (await spec.secondOpinion(draft.text, relations))) {
    pub = { kind: 'refuse', layer: 'publish', reason: 'second opinion', relations: relations.map((r) => r.id), replacement: guardRefusal(relations, principal) };
  }
  const finalAnswer = pub.kind === 'allow' ? draft.text : pub.replacement ?? draft.text;
  const contexts: Record<string, LabelSet> = {};
  for (const a of graph.agents) contexts[a.id] = heldBy(guard.holdings, a.id);
  return {
    runId,
    exampleId: ex.id,
    intent: spec.intent,
    scenario: spec.scenario.name,
    guard: guardName(spec.layers),
    marking: spec.marking,
    rules: spec.rules,
    draftAnswer: draft.text,
    finalAnswer,
    answerLabels: draft.labels,
    publish: pub.kind,
    messages,
    calls,
    events: guard.events,
    stats: guard.stats,
    contexts,
    modelCalls,
    relations,
  };
}
