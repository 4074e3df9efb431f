import { createActor, waitFor } from 'xstate';
import { RuntimeAuthorizer, bindPort } from './bound-machines.js';
/**
 * The run's authorizer: its actor, and the service behind it (deterministic, simulated or live). It
 * compiles P0 once, before the first turn, and answers proposals one at a time; unusable answers
 * are recorded as degradations (the service replaced them fail-closed). The work it has in flight
 * is visible (`inFlight`), so delivery can tell an envelope held by a slow proposal from one a
 * protocol dropped.
 */
export class AuthorizerBridge {
    state;
    service;
    task;
    actor = null;
    waiter = null;
    /** Proposals asked for and not yet answered. */
    inFlight = new Set();
    rootPolicy = null;
    /** The tokens compiling P0 took (charged to the entry agent's defense). */
    compileUsage = null;
    constructor(state, service, task) {
        this.state = state;
        this.service = service;
        this.task = task;
    }
    /** Compile P0 (the run fails to start, with the service's error, when it cannot). */
    async compile() {
        const service = this.service;
        if (!service)
            throw new Error('no authorizer');
        const { state, task } = this;
        const runId = state.runId;
        const tools = task.environment.tools;
        let compileCause = undefined;
        const port = {
            compile: (input) => service.compile(input.request, input.tools, { runId }).then((out) => {
                state.degraded('compile', null, out.unusable);
                return out;
            }, (e) => {
                compileCause = e;
                throw e;
            }),
            propose: (job) => service.propose(job.message, tools, job.parent, { runId, handoffSeq: job.handoffSeq }).then((out) => {
                state.degraded('propose', job.handoffSeq, out.unusable);
                return out;
            }),
            proposed: (o) => this.waiter?.res(o),
            proposeFailed: (e) => this.waiter?.rej(e),
        };
        const actor = createActor(RuntimeAuthorizer, { id: `${runId}/authorizer`, input: { request: task.request, tools } });
        bindPort(actor, port);
        this.actor = actor;
        state.toStop.push(actor);
        actor.start();
        actor.send({ type: 'COMPILE' });
        const snap = await waitFor(actor, (s) => s.value === 'ready' || s.status === 'done');
        if (snap.value !== 'ready' || !snap.context.policy) {
            state.stopAll();
            throw new Error(`authorizer could not compile P0 for task ${task.id}: ${snap.context.error ?? 'unknown error'}`, { cause: compileCause });
        }
        this.rootPolicy = snap.context.policy;
        this.compileUsage = snap.context.usage;
        return snap.context.policy;
    }
    /** A proposal for a delegation's subtask (strictly one at a time). */
    propose(job) {
        const p = new Promise((res, rej) => {
            const actor = this.actor;
            if (!actor)
                return rej(new Error('no authorizer: this run compiled no P0 (no defense of it compiles one)'));
            if (this.waiter)
                return rej(new Error('authorizer is busy: proposals must be sequential'));
            this.waiter = {
                res: (o) => {
                    this.waiter = null;
                    res(o);
                },
                rej: (e) => {
                    this.waiter = null;
                    rej(e);
                },
            };
            actor.send({ type: 'PROPOSE', job });
        });
        this.inFlight.add(p);
        const done = () => void this.inFlight.delete(p);
        p.then(done, done);
        return p;
    }
}
