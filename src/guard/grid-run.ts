import { z } from 'zod';
import type { ChatMessage, ChatModel } from '../models/types.js';
import type { Capture } from '../mosaic/harness.js';
import type { MosaicConfig } from '../mosaic/configs.js';
import type { MosaicExample } from '../domain/mosaic-example.js';
import type { ToolCallRecord } from './harness.js';
import { guardName, GUARD_LAYERS, parseGuardLayers, type GuardEvent, type GuardLayer } from './guard.js';
import type { LabelSet } from './labels.js';
import { scoreHarnessRun, scoreRun, type RunObservation } from './measure.js';
import { runGuardedHarness } from './mosaic-harness.js';
import { runGuarded, scenario, SCENARIOS } from './multi-agent.js';

/**
 * One guarded Mosaic answer of a `masdrift run --suite mosaic --guard …` grid: a guard condition
 * (enforcement layers) in a topology, scored like `masdrift guard measure` scores its runs.
 *
 * Topology "single" with a Mosaic model (a simulated profile, a live or replayed model) is the
 * Mosaic agentic harness with the guard wrapped around its tools; the simulated document agent
 * runs every topology through the guarded workspace tools, so single- and multi-agent rows of one
 * grid share one model.
 */
export const GUARD_TOPOLOGIES: readonly string[] = SCENARIOS;
/** The model label of the guard's simulated document agent (usable in every topology). */
export const DOCUMENT_AGENT_MODEL = 'sim:document-agent';
/** `--guard compare`: no guard, each layer alone, all together. */
export const GUARD_COMPARISON: readonly string[] = ['none', ...GUARD_LAYERS, 'all'];

/** The guard conditions of repeated `--guard` values (each value is one condition; "compare" expands). */
export function guardConditions(values: readonly string[]): string[] {
  const out: string[] = [];
  for (const v of values) for (const g of v.trim().toLowerCase() === 'compare' ? GUARD_COMPARISON : [guardName(parseGuardLayers(v))]) if (!out.includes(g)) out.push(g);
  return out;
}

/** The report's condition label: the guard layers, or the paper's in-context guards when no layer is on. */
export function conditionLabel(guard: string, marking: string, rules: string): string {
  const inContext = [marking === 'shown' ? 'markings' : '', rules === 'on' ? 'rules' : ''].filter(Boolean).join('+');
  if (guard === 'none') return inContext || 'none';
  return `guard:${guard}${inContext ? `+${inContext}` : ''}`;
}

const LayerCounts = z.object({ retrieval: z.number().int().nonnegative(), handoff: z.number().int().nonnegative(), publish: z.number().int().nonnegative() }).strict();

/** The guard part of a guarded mosaic row's metrics. */
export const GuardRunMetricsSchema = z
  .object({
    guard: z.string(),
    topology: z.string(),
    condition: z.string(),
    /** Some delivered inter-agent message conveys the composite. */
    leakedMessages: z.boolean(),
    /** Some agent's context ended holding a complete protected set (provenance). */
    contextBreach: z.boolean(),
    /** The publish layer replaced the answer. */
    blocked: z.boolean(),
    publish: z.enum(['allow', 'refuse', 'redact']),
    /** Interventions (refusals and redactions) per layer. */
    interventions: LayerCounts,
    /** Benign query refused or blocked; null for other intents. */
    falsePositive: z.boolean().nullable(),
    /** The guard replaced an answer whose draft did not convey the composite. */
    needlessBlock: z.boolean(),
    draftLeaked: z.boolean(),
    checks: z.number().int().nonnegative(),
    refusedReads: z.number().int().nonnegative(),
    withheld: z.number().int().nonnegative(),
    messages: z.number().int().nonnegative(),
    modelCalls: z.number().int().nonnegative(),
  })
  .strict();
export type GuardRunMetrics = z.infer<typeof GuardRunMetricsSchema>;

export interface GuardedAnswer {
  answer: string;
  observation: RunObservation;
  guard: GuardRunMetrics;
  /** Per document: read in full, seen in part (search snippets), or not at all, by any agent. */
  docsRead: Record<string, Capture>;
  turns: number;
  toolCalls: number;
  /** What the trajectory keeps of the run. */
  trace: Record<string, unknown>;
}

function interventions(events: readonly GuardEvent[]): Record<GuardLayer, number> {
  const out: Record<GuardLayer, number> = { retrieval: 0, handoff: 0, publish: 0 };
  for (const e of events) if (e.decision !== 'allow') out[e.layer]++;
  return out;
}

const sourcesOf = (...sets: LabelSet[]): Set<string> => new Set(sets.flatMap((s) => s.map((l) => l.source)));

/**
 * Capture per handed document: "full" when a read went through, "partial" when only labelled text
 * from it (search snippets) reached a context, "none" otherwise.
 */
function captureOf(docIds: readonly string[], fullReads: ReadonlySet<string>, labelled: ReadonlySet<string>): Record<string, Capture> {
  return Object.fromEntries(docIds.map((id) => [id, fullReads.has(id) ? 'full' : labelled.has(id) ? 'partial' : 'none'] as [string, Capture]));
}

const docIdsOf = (ex: MosaicExample, config: MosaicConfig): string[] => [...ex.documents, ...(config.distractor === 'present' ? [ex.distractor] : [])].map((d) => d.id);

/** Reads the harness let through: a read_document call whose result is not a refusal notice. */
function harnessReads(transcript: readonly ChatMessage[]): Set<string> {
  const results = new Map(transcript.flatMap((m) => (m.role === 'tool' ? [[m.tool_call_id, typeof m.content === 'string' ? m.content : ''] as const] : [])));
  const out = new Set<string>();
  for (const m of transcript) {
    if (m.role !== 'assistant') continue;
    for (const c of m.tool_calls ?? []) {
      if (c.function.name !== 'read_document') continue;
      const res = results.get(c.id) ?? '';
      if (res.startsWith('Access to ') || res.startsWith('Content of ') || res.startsWith('error')) continue;
      try {
        const path = String((JSON.parse(c.function.arguments || '{}') as { path?: unknown }).path ?? '');
        out.add((path.split('/').pop() ?? '').replace(/\.md$/, ''));
      } catch {
        /* a malformed call read nothing */
      }
    }
  }
  return out;
}

/** Reads the workspace tools let through, by call records. */
function workspaceReads(calls: readonly ToolCallRecord[]): Set<string> {
  const out = new Set<string>();
  for (const c of calls) {
    if (c.tool !== 'read_document') continue;
    try {
      const id = String((JSON.parse(c.args || '{}') as { id?: unknown }).id ?? '').replace(/^docs\//, '').replace(/\.(md|txt)$/, '');
      if (!c.refusedReads.includes(id) && !c.withheld.includes(id)) out.add(id);
    } catch {
      /* a malformed call read nothing */
    }
  }
  return out;
}

/**
 * Run one guarded answer. `model` null means the simulated document agent; any other model runs
 * topology single through the Mosaic harness and multi-agent topologies through the workspace tools.
 */
export async function runGuardedAnswer(o: {
  example: MosaicExample;
  config: MosaicConfig;
  guard: string;
  topology: string;
  model: ChatModel | null;
  /** A Mosaic harness model (simulated profile, live, replayed): topology single only goes through the harness. */
  harnessModel: boolean;
  seed: string;
  rep: number;
  maxTurns?: number;
}): Promise<GuardedAnswer> {
  const layers = parseGuardLayers(o.guard);
  const condition = conditionLabel(o.guard, o.config.marking, o.config.rules);
  const marking = o.config.marking === 'shown';
  const rules = o.config.rules === 'on';
  if (!GUARD_TOPOLOGIES.includes(o.topology)) throw new Error(`unknown topology "${o.topology}" (known: ${GUARD_TOPOLOGIES.join(', ')})`);
  if (o.harnessModel && o.topology === 'single' && o.model) {
    const run = await runGuardedHarness(o.model, o.example, o.config, { layers, seed: o.seed, rep: o.rep, ...(o.maxTurns ? { maxTurns: o.maxTurns } : {}) });
    const obs = scoreHarnessRun(run, o.example, o.config.intent, o.topology, condition);
    return {
      answer: run.finalAnswer,
      observation: obs,
      guard: metricsOf(obs, o.guard, o.topology, condition, run.publish, run.events, 0, conveys(obs)),
      docsRead: captureOf(docIdsOf(o.example, o.config), harnessReads(run.transcript), sourcesOf(run.answerLabels)),
      turns: run.turns,
      toolCalls: run.toolCalls,
      trace: { draftAnswer: run.draftAnswer, events: run.events, transcript: run.transcript },
    };
  }
  if (o.harnessModel && !o.model) throw new Error('a harness model needs a model');
  const model = o.model;
  const run = await runGuarded({
    example: o.example,
    intent: o.config.intent,
    scenario: scenario(o.topology),
    layers,
    marking,
    rules,
    distractor: o.config.distractor === 'present',
    seed: o.seed,
    rep: o.rep,
    ...(model ? { model: () => model } : {}),
  });
  const obs = scoreRun(run, o.example, condition);
  const delivered = run.messages.filter((m) => m.delivered).length;
  return {
    answer: run.finalAnswer,
    observation: obs,
    guard: metricsOf(obs, o.guard, o.topology, condition, run.publish, run.events, delivered, conveys(obs)),
    docsRead: (() => {
      // A read of a document outside an agent's access returns an error and carries no labels: count labelled ones only.
      const labelled = sourcesOf(...Object.values(run.contexts));
      const reads = workspaceReads(run.calls);
      const full = new Set([...reads].filter((id) => labelled.has(id) || id === o.example.distractor.id));
      return captureOf(docIdsOf(o.example, o.config), full, labelled);
    })(),
    turns: run.modelCalls,
    toolCalls: run.calls.length,
    trace: { draftAnswer: run.draftAnswer, messages: run.messages, calls: run.calls, events: run.events, contexts: run.contexts },
  };
}

/** Did the draft convey the composite? An allowed draft is the answer; a blocked one conveyed it unless the block was needless. */
const conveys = (obs: RunObservation): boolean => (obs.blocked ? !obs.needlessBlock : obs.leak);

function metricsOf(obs: RunObservation, guard: string, topology: string, condition: string, publish: 'allow' | 'refuse' | 'redact', events: readonly GuardEvent[], messages: number, draftLeaked: boolean): GuardRunMetrics {
  return {
    guard,
    topology,
    condition,
    leakedMessages: obs.messageLeak,
    contextBreach: obs.contextBreach,
    blocked: obs.blocked,
    publish,
    interventions: interventions(events),
    falsePositive: obs.falsePositive,
    needlessBlock: obs.needlessBlock,
    draftLeaked,
    checks: obs.checks,
    refusedReads: obs.refusedReads,
    withheld: obs.withheld,
    messages,
    modelCalls: obs.modelCalls,
  };
}
