import { centGraph, peerGraph, singleGraph } from '../../topologies/named.js';
import { AntiMosaicGuard, guardName, guardRefusal } from './guard.js';
import { runAgent } from './harness.js';
import { EMPTY_LABELS } from './labels.js';
import { defaultPrincipal, heldBy } from './principal.js';
import { delegateMessage, findingsMessage, systemPrompt, withheldMessage } from './prompts.js';
import { relationFromExample } from './relations.js';
import { SimDocumentAgent } from './sim-agent.js';
import { workspaceOf } from './workspace.js';
const DESCRIPTIONS = {
    single: 'one agent reads everything',
    l1: 'supervisor + 2 workers (A | B)',
    l2: '2-level tree, 4 workers (A | B | A | B)',
    n2: '2 peers in a chain (A → B)',
    n4: '4 peers in a chain (A → B → A → B)',
    'l1-restricted': 'l1 with worker w2 cleared CONFIDENTIAL',
};
export const SCENARIOS = Object.keys(DESCRIPTIONS);
export function scenarioDescription(name) {
    return DESCRIPTIONS[name] ?? name;
}
/** A named scenario over the shared topology builders. */
export function scenario(name) {
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
export function accessOf(graph, ws) {
    const out = {};
    const [a, b] = ws.example.documents;
    const extra = ws.options.distractor ? [ws.example.distractor.id] : [];
    if (graph.family === 'single') {
        for (const ag of graph.agents)
            out[ag.id] = null;
        return out;
    }
    let i = 0;
    for (const ag of graph.agents) {
        if (ag.tools === 'none')
            out[ag.id] = new Set();
        else
            out[ag.id] = new Set([(i++ % 2 === 0 ? a : b).id, ...extra]);
    }
    return out;
}
/** The query text of an intent. */
export function queryOf(ex, intent) {
    return ex.queries[intent].text;
}
/** Run one example under one intent, scenario, guard and in-context configuration. */
export async function runGuarded(spec) {
    const ex = spec.example;
    const ws = workspaceOf(ex, { distractor: spec.distractor, marking: spec.marking });
    const relations = [relationFromExample(ex), ...(spec.relations ?? [])];
    const base = spec.principal ?? defaultPrincipal();
    const principal = { ...base, agents: { ...base.agents, ...(spec.scenario.boundaries ?? {}) } };
    const guard = new AntiMosaicGuard({ relations, layers: spec.layers, principal, wall: spec.wall ?? 'query-anchored', publishBasis: spec.publishBasis ?? 'labels+detector', sources: ws.texts });
    const query = queryOf(ex, spec.intent);
    guard.anchor(query);
    // The run's identity leaves the guard layers out, so the model draws the same choices in the same
    // situations under every guard: layer contrasts are paired.
    const runId = [ex.id, spec.intent, spec.scenario.name, spec.marking ? 'm1' : 'm0', spec.rules ? 'r1' : 'r0', spec.distractor ? 'd1' : 'd0', `rep${spec.rep}`].join('|');
    const model = (spec.model ?? ((e, s) => new SimDocumentAgent(e, s)))(ex, spec.seed);
    const graph = spec.scenario.graph;
    if (graph.family === 'custom')
        throw new Error(`scenario "${spec.scenario.name}": guarded Mosaic runs support single, supervisor-tree (cent) and peer graphs, not custom ones`);
    const access = accessOf(graph, ws);
    const messages = [];
    const calls = [];
    let modelCalls = 0;
    const send = (from, to, kind, text, labels) => {
        const d = guard.beforeHandoff(from, to, labels);
        messages.push({ seq: messages.length, from, to, kind, text, labels, delivered: d.kind === 'allow' });
        return d.kind === 'allow';
    };
    const agentRun = async (agent, role, user) => {
        const acc = access[agent] ?? null;
        const hasTools = acc === null || acc.size > 0;
        const r = await runAgent({ runId, agent, model, system: systemPrompt(role, spec.rules), user, workspace: ws, guard, access: acc, tools: hasTools });
        calls.push(...r.calls);
        modelCalls += r.modelCalls;
        return { text: r.text, labels: r.labels };
    };
    let draft;
    if (graph.family === 'single') {
        const entry = graph.agents[0]?.id ?? 'agent';
        draft = { agent: entry, ...(await agentRun(entry, 'single', query)) };
    }
    else if (graph.family === 'cent') {
        const children = (id) => graph.edges.filter((e) => e.from === id).map((e) => e.to);
        const node = async (id, task, isRoot) => {
            const kids = children(id);
            if (kids.length === 0)
                return agentRun(id, 'worker', task);
            const delivered = kids.filter((k) => send(id, k, 'delegate', delegateMessage(id, query), heldBy(guard.holdings, id)));
            const inbox = [];
            for (const k of delivered) {
                const r = await node(k, delegateMessage(id, query), false);
                inbox.push(send(k, id, 'report', findingsMessage(k, r.text), r.labels) ? findingsMessage(k, r.text) : withheldMessage(k));
            }
            return agentRun(id, isRoot ? 'supervisor' : 'mid-supervisor', [task, ...inbox].join('\n'));
        };
        const root = graph.agents.find((a) => a.entry)?.id ?? 'root';
        draft = { agent: root, ...(await node(root, query, true)) };
    }
    else {
        const peers = graph.agents.map((a) => a.id);
        let handed = '';
        let last = { text: '', labels: EMPTY_LABELS };
        for (let i = 0; i < peers.length; i++) {
            const id = peers[i];
            const final = i === peers.length - 1;
            const task = i === 0 ? query : `${delegateMessage(peers[i - 1], query)}\n${handed}`;
            last = await agentRun(id, final ? 'final-peer' : 'peer', task);
            if (!final) {
                const next = peers[i + 1];
                handed = send(id, next, 'report', findingsMessage(id, last.text), last.labels) ? findingsMessage(id, last.text) : withheldMessage(id);
            }
        }
        draft = { agent: peers[peers.length - 1], ...last };
    }
    let pub = guard.beforePublish(draft.text, draft.labels, draft.agent);
    if (pub.kind === 'allow' && spec.secondOpinion && (await spec.secondOpinion(draft.text, relations))) {
        pub = { kind: 'refuse', layer: 'publish', reason: 'second opinion', relations: relations.map((r) => r.id), replacement: guardRefusal(relations, principal) };
    }
    const finalAnswer = pub.kind === 'allow' ? draft.text : pub.replacement ?? draft.text;
    const contexts = {};
    for (const a of graph.agents)
        contexts[a.id] = heldBy(guard.holdings, a.id);
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
