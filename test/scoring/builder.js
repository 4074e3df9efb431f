import { readFileSync } from 'node:fs';
import { TaskSchema } from '../../src/domain/task.js';
/** The shipped worked-example task. */
export function northwind() {
    return TaskSchema.parse(JSON.parse(readFileSync(new URL('../../fixtures/examples/finance-northwind.json', import.meta.url), 'utf8')));
}
export const ALL_TOOLS = northwind().environment.tools.map((t) => t.name);
/**
 * Builds trajectories by hand: agents first, then handoffs and calls in order. Paths and hops are
 * derived from the delegate handoffs, as the runtime records them.
 */
export class TrajectoryBuilder {
    taskId;
    architecture;
    defense;
    agents = [];
    calls = [];
    handoffs = [];
    paths = new Map();
    tokens = {};
    seq = 0;
    constructor(taskId, architecture = 'l2', defense = 'none') {
        this.taskId = taskId;
        this.architecture = architecture;
        this.defense = defense;
    }
    agent(id, opts = {}) {
        const entry = opts.entry ?? false;
        this.agents.push({
            id,
            kind: opts.kind ?? (entry ? 'supervisor' : 'worker'),
            role: opts.role ?? null,
            entry,
            tools: opts.tools ?? [],
            handoffTargets: [],
        });
        if (entry)
            this.paths.set(id, ['user', id]);
        return this;
    }
    delegate(from, to, message) {
        const base = this.paths.get(from) ?? ['user', from];
        if (!this.paths.has(to))
            this.paths.set(to, [...base, to]);
        this.handoffs.push({ seq: this.seq++, from, to, hop: (this.paths.get(to)?.length ?? 2) - 2, kind: 'delegate', message, policy: null });
        return this;
    }
    report(from, to, message) {
        this.handoffs.push({ seq: this.seq++, from, to, hop: (this.paths.get(from)?.length ?? 2) - 2, kind: 'report', message, policy: null });
        return this;
    }
    call(agent, tool, args, status = 'executed', result) {
        const path = this.paths.get(agent) ?? ['user', agent];
        this.calls.push({ seq: this.seq++, agent, hop: path.length - 2, path, tool, args, verdict: null, confirmation: null, status, ...(result === undefined ? {} : { result }) });
        return this;
    }
    tokensFor(agent, work, defense = 0) {
        this.tokens[agent] = { work: { prompt: work, completion: 0 }, defense: { prompt: defense, completion: 0 } };
        return this;
    }
    build() {
        return {
            taskId: this.taskId,
            architecture: this.architecture,
            defense: this.defense,
            confirm: 'auto-approve',
            seed: 's1',
            agents: this.agents,
            calls: this.calls,
            handoffs: this.handoffs,
            rootPolicy: null,
            finalAnswer: null,
            endReason: 'finished',
            endDetail: null,
            tokens: this.tokens,
        };
    }
}
/** A Cent-L2-like tree: root → sub → worker, the worker holding the given tools. */
export function chain(task, msgs, workerTools = ALL_TOOLS, arch = 'l2') {
    return new TrajectoryBuilder(task.id, arch)
        .agent('root', { entry: true })
        .agent('sub', { kind: 'supervisor' })
        .agent('w1', { tools: workerTools })
        .delegate('root', 'sub', msgs.hop1)
        .delegate('sub', 'w1', msgs.hop2);
}
