import { map } from 'rxjs';
import type { CallJudgement, Defense, DefenseRun } from '../contracts/defense.js';
import type { HandoffEnvelope } from '../contracts/handoff.js';
import type { JsonValue } from '../domain/json.js';
import { defenseAliases, registerDefense, registerDefenseAlias } from '../defenses/registry.js';
import { documentOfCall, mosaicTaskInfo } from '../mosaic/task.js';
import { AntiMosaicGuard, type GuardDecision, type GuardLayer, type GuardLayers } from './guard.js';
import type { LabelSet } from './labels.js';
import { heldBy } from './principal.js';
import { GUARD_NOTICE, withheldMessage } from './prompts.js';
import { relationFromExample } from './relations.js';

/**
 * The anti-mosaic guard's three layers as defenses of the actor runtime (the Defense contract):
 *
 * guard-retrieval — beforeCall: a read_document call is denied when loading the document would
 *   complete a protected relation for the user's system (the query-anchored Chinese wall).
 * guard-handoff   — onToolResult and onHandoff: a document's content, or a message carrying its
 *   sender's context labels, is withheld from an agent that would then hold a protected set.
 * guard-publish   — beforePublish: the final answer is replaced by a refusal when its provenance
 *   completes a protected set or the Mosaic detector finds the composite in it.
 *
 * `guard` (registry alias) is all three. The layers of one run share one AntiMosaicGuard, kept per
 * run (keyed by the run's DefenseRun): every flow is tracked whichever layers enforce, so a layer
 * alone judges the same provenance as the combination. The first guard layer of the run in the
 * registry's order drives the shared guard; the others' hooks stand by. On a task that is not an
 * Agent Mosaic example (no protected relations) every hook is a no-op.
 */
export const GUARD_DEFENSE_LAYERS: Readonly<Record<string, GuardLayer>> = { 'guard-retrieval': 'retrieval', 'guard-handoff': 'handoff', 'guard-publish': 'publish' };
export const GUARD_ALIAS = 'guard';

/** What the guard keeps of one run (its report). */
export interface GuardRunState {
  guard: AntiMosaicGuard;
  agents: Set<string>;
  draft: string | null;
  publisher: string | null;
  publish: GuardDecision['kind'];
}

const states = new WeakMap<DefenseRun, GuardRunState | null>();

function layersOf(run: DefenseRun): GuardLayers {
  const on = new Set(run.defenses.map((d) => GUARD_DEFENSE_LAYERS[d]).filter(Boolean));
  return Object.freeze({ retrieval: on.has('retrieval'), handoff: on.has('handoff'), publish: on.has('publish') });
}

/** The run's shared guard, or null on a task without protected relations. */
function stateOf(run: DefenseRun): GuardRunState | null {
  const hit = states.get(run);
  if (hit !== undefined) return hit;
  const info = mosaicTaskInfo(run.task);
  let st: GuardRunState | null = null;
  if (info) {
    const guard = new AntiMosaicGuard({ relations: [relationFromExample(info.example)], layers: layersOf(run), wall: 'query-anchored', publishBasis: 'labels+detector', sources: info.texts });
    guard.anchor(info.query);
    st = { guard, agents: new Set(), draft: null, publisher: null, publish: 'allow' };
  }
  states.set(run, st);
  return st;
}

/** Does this layer drive the run's guard (the first guard layer of the run)? */
const drives = (name: string, run: DefenseRun): boolean => run.defenses.find((d) => d in GUARD_DEFENSE_LAYERS) === name;

const labelsJson = (l: LabelSet): JsonValue => l.map((x) => ({ relation: x.relation, fact: x.fact, source: x.source }));

function guardLayer(name: string, summary: string): Defense {
  const active = (run: DefenseRun): GuardRunState | null => (drives(name, run) ? stateOf(run) : null);
  return {
    name,
    summary,
    inAll: false,
    beforeCall(call, run): CallJudgement | null {
      const st = call.tool === 'read_document' ? active(run) : null;
      if (!st) return null;
      st.agents.add(call.agent);
      const id = documentOfCall(run.task, call.args);
      if (id === null) return null;
      const d = st.guard.beforeRead(call.agent, id);
      if (d.kind === 'allow') return null;
      return { verdict: { decision: 'deny', reason: `access to docs/${id}.md refused: ${GUARD_NOTICE} (reading it would complete a protected compilation)`, resolution: null, stage: null }, rule: null };
    },
    onToolResult(call, _outcome, _content, run) {
      const st = call.tool === 'read_document' ? active(run) : null;
      if (!st) return undefined;
      const id = documentOfCall(run.task, call.args);
      if (id === null) return undefined;
      const d = st.guard.beforeToolResult(call.agent, call.tool, st.guard.labelsOf(id));
      return d.kind === 'allow' ? undefined : `Content of docs/${id}.md ${GUARD_NOTICE}.`;
    },
    onHandoff(run) {
      return map((env: HandoffEnvelope): HandoffEnvelope => {
        const st = active(run);
        if (!st) return env;
        st.agents.add(env.from).add(env.to);
        const d = st.guard.beforeHandoff(env.from, env.to, heldBy(st.guard.holdings, env.from));
        return d.kind === 'allow' ? env : { ...env, message: withheldMessage(env.from) };
      });
    },
    beforePublish(answer, run, publisher) {
      const st = active(run);
      if (!st) return undefined;
      st.agents.add(publisher);
      st.draft = answer;
      st.publisher = publisher;
      const d = st.guard.beforePublish(answer, heldBy(st.guard.holdings, publisher), publisher);
      st.publish = d.kind;
      return d.kind === 'allow' ? undefined : d.replacement ?? answer;
    },
    report(run) {
      const st = active(run);
      if (!st) return undefined;
      const g = st.guard;
      const agents = [...new Set([...st.agents, ...Object.keys(g.holdings.byAgent)])].sort();
      return {
        layers: { ...g.layers },
        draft: st.draft,
        publisher: st.publisher,
        publish: st.publish,
        answerLabels: labelsJson(st.publisher ? heldBy(g.holdings, st.publisher) : []),
        contexts: Object.fromEntries(agents.map((a) => [a, labelsJson(heldBy(g.holdings, a))])),
        stats: { ...g.stats },
        events: g.events.map((e) => ({ ...e, relations: [...e.relations] })),
      } as unknown as JsonValue;
    },
  };
}

export const guardRetrieval = guardLayer('guard-retrieval', 'anti-mosaic guard, retrieval layer: a read that would complete a protected compilation for the user is denied (query-anchored wall)');
export const guardHandoff = guardLayer('guard-handoff', 'anti-mosaic guard, handoff layer: a document or message is withheld from an agent that would then hold a protected set');
export const guardPublish = guardLayer('guard-publish', 'anti-mosaic guard, publish layer: an answer whose provenance or wording completes a protected set is replaced by a refusal');

/** Register the three layers and their alias (idempotent; every thread that runs them calls this by importing the module). */
export function registerGuardDefenses(): void {
  for (const d of [guardRetrieval, guardHandoff, guardPublish]) registerDefense(d);
  if (!defenseAliases().has(GUARD_ALIAS)) registerDefenseAlias(GUARD_ALIAS, ['guard-retrieval', 'guard-handoff', 'guard-publish']);
}
registerGuardDefenses();
