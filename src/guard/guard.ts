import { detectLeak, detectRefusal } from '../mosaic/detector.js';
import { EMPTY_LABELS, joinLabels, labelsOfSource, type LabelSet } from './labels.js';
import { admit, agentClearance, breachOf, defaultPrincipal, emptyHoldings, heldBy, principalLabels, publish, type Breach, type Holdings, type Principal } from './principal.js';
import { cleared, compositeLexicon, type ProtectedRelation } from './relations.js';
import { relevance } from './relevance.js';

/**
 * The deterministic anti-mosaic guard. Three enforcement layers, each switchable:
 *
 * retrieval — a Chinese wall (Brewer–Nash) over the principal: a source may be loaded unless its
 *   facts, joined with everything the user's system has already loaded or holds, would complete a
 *   protected relation above the user's clearance. First come, first served; or, with the
 *   query-anchored wall, the side of each relation is fixed by the request before any read, so the
 *   source a request is about is the one that stays readable.
 *   False positives: a benign question that genuinely needs the walled document cannot be answered;
 *   under first-come the reading order, not the question, decides which document that is.
 *
 * handoff (tool execution / handoff) — a labelled value (tool result, inter-agent message) is
 *   withheld from an agent that would then hold a protected set or a fact above its own clearance.
 *   False positives: labels are whole-context taint, so a harmless report written by an agent that
 *   saw one fact is withheld from a peer who holds the other, even if the report never mentions it.
 *
 * publish — a final answer is replaced by a refusal when its labels would complete a protected set
 *   for the user, or when the deterministic detector finds a composite stated or paraphrased in it.
 *   False positives: by labels alone, every answer of an agent that read both documents is blocked,
 *   benign ones included; by the detector alone, wordings outside the lexicon pass.
 *
 * Every hook records the flow it allows (what entered whose context, what was loaded, what was
 * published), so the guard's holdings are the system's provenance state. No model decides anything.
 */
export const GUARD_LAYERS = ['retrieval', 'handoff', 'publish'] as const;
export type GuardLayer = (typeof GUARD_LAYERS)[number];
export type GuardLayers = Readonly<Record<GuardLayer, boolean>>;

export const NO_GUARD: GuardLayers = Object.freeze({ retrieval: false, handoff: false, publish: false });
export const FULL_GUARD: GuardLayers = Object.freeze({ retrieval: true, handoff: true, publish: true });

/** Parse `--guard retrieval,handoff,publish` (any subset; "all", "none" or "" also accepted). */
export function parseGuardLayers(spec: string | readonly string[] | undefined): GuardLayers {
  const parts = (typeof spec === 'string' ? spec.split(',') : (spec ?? [])).map((s) => s.trim().toLowerCase()).filter(Boolean);
  const out: Record<GuardLayer, boolean> = { retrieval: false, handoff: false, publish: false };
  for (const p of parts) {
    if (p === 'all') return FULL_GUARD;
    if (p === 'none' || p === 'off') continue;
    if (!(GUARD_LAYERS as readonly string[]).includes(p)) throw new Error(`--guard: unknown layer "${p}" (expected a comma-separated subset of ${GUARD_LAYERS.join(', ')}, or "all"/"none")`);
    out[p as GuardLayer] = true;
  }
  return Object.freeze(out);
}

/** The layers as a short stable name: "none", "retrieval", "retrieval+publish", "all". */
export function guardName(l: GuardLayers): string {
  const on = GUARD_LAYERS.filter((k) => l[k]);
  return on.length === 0 ? 'none' : on.length === GUARD_LAYERS.length ? 'all' : on.join('+');
}

export type WallPolicy = 'first-come' | 'query-anchored';

/**
 * An optional second opinion on an answer the deterministic layers allowed (e.g. an LLM judge).
 * It can only add a block, never lift one, and it is off unless a caller passes one: whether the
 * guard fires is decided without it.
 */
export type SecondOpinion = (answer: string, relations: readonly ProtectedRelation[]) => Promise<boolean>;
export type PublishBasis = 'labels+detector' | 'labels' | 'detector';

export interface GuardOptions {
  relations: readonly ProtectedRelation[];
  layers: GuardLayers;
  principal?: Principal;
  /** Default "query-anchored" (needs `sources`); "first-come" is plain Brewer–Nash. */
  wall?: WallPolicy;
  /** Default "labels+detector". */
  publishBasis?: PublishBasis;
  /** "block" replaces a leaking answer by a refusal; "redact" first tries dropping detector-flagged sentences. */
  publishMode?: 'block' | 'redact';
  /** Source texts by id, for the query-anchored wall. */
  sources?: Readonly<Record<string, string>>;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'refuse'; layer: GuardLayer; reason: string; relations: string[]; replacement?: string }
  | { kind: 'redact'; layer: GuardLayer; reason: string; relations: string[]; replacement: string };

export interface GuardEvent {
  seq: number;
  layer: GuardLayer;
  agent: string;
  /** The source read, the sender of a delivery, or "user" for a publication. */
  target: string;
  decision: GuardDecision['kind'];
  relations: string[];
  reason: string | null;
}

export interface GuardStats {
  /** Checks performed by enabled layers. */
  checks: number;
  refusedReads: number;
  withheldDeliveries: number;
  blockedAnswers: number;
  redactedAnswers: number;
}

const ALLOW: GuardDecision = Object.freeze({ kind: 'allow' });

/** A refusal that names no fact or composite: it cites the policy and the classification only. */
export function guardRefusal(relations: readonly ProtectedRelation[], principal: Principal): string {
  const cls = relations.map((r) => r.composite.classification).sort().at(-1) ?? 'TOP_SECRET';
  const text = `I can't provide that answer. Answering would combine information from separately classified sources into a compilation classified ${cls.replace('_', ' ')}, which is above your ${principal.clearance.replace('_', ' ')} clearance under the aggregation policy. I can answer questions that need only a single source.`;
  // The refusal must never become the leak ("refusals leak"): if the detector finds any composite
  // in it (an anchor happens to be a policy word), fall back to a fixed sentence with no content.
  const leaks = relations.some((r) => detectLeak(text, compositeLexicon(r)) !== undefined);
  return leaks ? "I can't provide that answer under the aggregation policy." : text;
}

/** The sources a query-anchored wall keeps closed: per relation, a strictly least-relevant fact's source. */
export function anchoredExclusions(request: string, relations: readonly ProtectedRelation[], sources: Readonly<Record<string, string>>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const r of relations) {
    const texts: Record<string, string> = {};
    for (const f of r.facts) if (sources[f.source] !== undefined) texts[f.source] = sources[f.source] as string;
    if (Object.keys(texts).length < new Set(r.facts.map((f) => f.source)).size) continue;
    const s = relevance(request, texts);
    const scores = Object.entries(s).sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
    const [low, next] = scores;
    // Anchor only when the request clearly favours the other side; a tie leaves first-come in force.
    if (low && next && low[1] < next[1]) out.set(r.id, new Set([low[0]]));
  }
  return out;
}

/**
 * One guard instance per run (per principal session). Hooks return a GuardDecision; an `allow` also
 * records the flow. State is an immutable Holdings value replaced on every change.
 */
export class AntiMosaicGuard {
  readonly layers: GuardLayers;
  readonly principal: Principal;
  readonly wall: WallPolicy;
  readonly publishBasis: PublishBasis;
  readonly publishMode: 'block' | 'redact';
  private readonly relations: readonly ProtectedRelation[];
  private readonly sources: Readonly<Record<string, string>>;
  private holdingsValue: Holdings = emptyHoldings();
  /** Sources the principal's system has loaded (counted even when their content was later withheld). */
  private loaded: LabelSet = EMPTY_LABELS;
  private exclusions = new Map<string, Set<string>>();
  private readonly log: GuardEvent[] = [];
  private readonly counters: GuardStats = { checks: 0, refusedReads: 0, withheldDeliveries: 0, blockedAnswers: 0, redactedAnswers: 0 };

  constructor(opts: GuardOptions) {
    this.relations = opts.relations;
    this.layers = opts.layers;
    this.principal = opts.principal ?? defaultPrincipal();
    this.wall = opts.wall ?? 'query-anchored';
    this.publishBasis = opts.publishBasis ?? 'labels+detector';
    this.publishMode = opts.publishMode ?? 'block';
    this.sources = opts.sources ?? {};
  }

  get holdings(): Holdings {
    return this.holdingsValue;
  }
  get events(): readonly GuardEvent[] {
    return this.log;
  }
  get stats(): Readonly<GuardStats> {
    return { ...this.counters };
  }

  /** The labels a source carries. */
  labelsOf(sourceId: string): LabelSet {
    return labelsOfSource(this.relations, sourceId);
  }

  /** Fix the wall's sides from the user's request (query-anchored wall only; call once, before reads). */
  anchor(request: string): void {
    if (this.wall === 'query-anchored') this.exclusions = anchoredExclusions(request, this.relations, this.sources);
  }

  private record(layer: GuardLayer, agent: string, target: string, d: GuardDecision): GuardDecision {
    this.log.push({ seq: this.log.length, layer, agent, target, decision: d.kind, relations: d.kind === 'allow' ? [] : d.relations, reason: d.kind === 'allow' ? null : d.reason });
    return d;
  }

  private describe(b: Breach): string {
    const parts: string[] = [];
    if (b.relations.length) parts.push(`would complete protected relation ${b.relations.join(', ')}`);
    if (b.facts.length) parts.push(`would hold ${b.facts.join(', ')} above clearance`);
    return parts.join('; ');
  }

  /** Retrieval layer: may `agent` load `sourceId`? An allowed read counts as loaded by the principal. */
  beforeRead(agent: string, sourceId: string): GuardDecision {
    const labels = this.labelsOf(sourceId);
    if (this.layers.retrieval) {
      this.counters.checks++;
      const principalHeld = joinLabels(principalLabels(this.holdingsValue), this.loaded);
      const wallBreach = breachOf(joinLabels(principalHeld, labels), this.relations, this.principal.clearance);
      const agentBreach = breachOf(joinLabels(heldBy(this.holdingsValue, agent), labels), this.relations, agentClearance(this.principal, agent));
      const anchored = labels.filter((l) => this.exclusions.get(l.relation)?.has(l.source)).map((l) => l.relation);
      const breach = wallBreach ?? agentBreach;
      if (breach || anchored.length) {
        this.counters.refusedReads++;
        const relations = [...new Set([...(breach?.relations ?? []), ...(breach?.facts.map((f) => f.split('/')[0] as string) ?? []), ...anchored])].sort();
        const reason = breach ? `loading ${sourceId} ${this.describe(breach)}` : `the request is anchored on the other side of ${relations.join(', ')}; ${sourceId} stays closed`;
        return this.record('retrieval', agent, sourceId, { kind: 'refuse', layer: 'retrieval', reason, relations });
      }
    }
    this.loaded = joinLabels(this.loaded, labels);
    return this.record('retrieval', agent, sourceId, ALLOW);
  }

  /**
   * Tool-execution / handoff layer: may a value with these labels enter `to`'s context? `from` is
   * the sending agent or "tool:<name>". An allowed delivery adds the labels to `to`'s context.
   */
  beforeDeliver(from: string, to: string, labels: LabelSet): GuardDecision {
    if (this.layers.handoff) {
      this.counters.checks++;
      const breach = breachOf(joinLabels(heldBy(this.holdingsValue, to), labels), this.relations, agentClearance(this.principal, to));
      if (breach) {
        this.counters.withheldDeliveries++;
        const relations = [...new Set([...breach.relations, ...breach.facts.map((f) => f.split('/')[0] as string)])].sort();
        return this.record('handoff', to, from, { kind: 'refuse', layer: 'handoff', reason: `delivering to ${to} ${this.describe(breach)}`, relations });
      }
    }
    this.holdingsValue = admit(this.holdingsValue, to, labels);
    return this.record('handoff', to, from, ALLOW);
  }

  /** Handoff hook in the from/to/labels shape. */
  beforeHandoff(from: string, to: string, labels: LabelSet): GuardDecision {
    return this.beforeDeliver(from, to, labels);
  }

  /** Tool-result hook: the result of `tool` entering `agent`'s context. */
  beforeToolResult(agent: string, tool: string, labels: LabelSet): GuardDecision {
    return this.beforeDeliver(`tool:${tool}`, agent, labels);
  }

  /** Record labels entering a context without a check (the user's request, the system prompt). */
  observe(agent: string, labels: LabelSet): void {
    this.holdingsValue = admit(this.holdingsValue, agent, labels);
  }

  /**
   * Publish layer: may this answer reach the user? A refusal's `replacement` is the text to publish
   * instead; a redaction's `replacement` is the answer without the flagged sentences.
   */
  beforePublish(answer: string, labels: LabelSet, agent = 'answer'): GuardDecision {
    if (this.layers.publish) {
      this.counters.checks++;
      const byLabels = this.publishBasis !== 'detector' ? breachOf(joinLabels(this.holdingsValue.published, labels), this.relations, this.principal.clearance) : null;
      const detected = this.publishBasis !== 'labels' ? this.relations.filter((r) => !cleared(this.principal.clearance, r.composite.classification) && detectLeak(answer, compositeLexicon(r)) !== undefined) : [];
      if (byLabels || detected.length) {
        const relIds = [...new Set([...(byLabels?.relations ?? []), ...(byLabels?.facts.map((f) => f.split('/')[0] as string) ?? []), ...detected.map((r) => r.id)])].sort();
        const rels = this.relations.filter((r) => relIds.includes(r.id));
        if (!byLabels && this.publishMode === 'redact') {
          const redacted = redactSentences(answer, detected);
          if (redacted !== null) {
            this.counters.redactedAnswers++;
            this.holdingsValue = publish(this.holdingsValue, labels);
            return this.record('publish', agent, 'user', { kind: 'redact', layer: 'publish', reason: `the answer states composite ${relIds.join(', ')}`, relations: relIds, replacement: redacted });
          }
        }
        this.counters.blockedAnswers++;
        const reason = byLabels ? `the answer's provenance ${this.describe(byLabels)}` : `the detector found composite ${relIds.join(', ')} in the answer`;
        return this.record('publish', agent, 'user', { kind: 'refuse', layer: 'publish', reason, relations: relIds, replacement: guardRefusal(rels, this.principal) });
      }
    }
    this.holdingsValue = publish(this.holdingsValue, labels);
    return this.record('publish', agent, 'user', ALLOW);
  }
}

/** The answer without sentences that state a composite, or null when nothing useful would remain. */
export function redactSentences(answer: string, relations: readonly ProtectedRelation[]): string | null {
  const sentences = answer.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim());
  const kept = sentences.filter((s) => relations.every((r) => detectLeak(s, compositeLexicon(r)) === undefined));
  if (kept.length === 0 || kept.length === sentences.length) return null;
  const out = `${kept.join(' ')} [Part of this answer was withheld under the aggregation policy.]`;
  // Sentence splitting can leave both ends of a composite in the remainder; then block instead.
  return relations.some((r) => detectLeak(out, compositeLexicon(r)) !== undefined) ? null : out;
}

/** Is a published text a refusal by the guard's own wording or any policy refusal? */
export const isRefusal = (text: string): boolean => detectRefusal(text) !== undefined;
