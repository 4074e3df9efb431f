import { createActor, waitFor, type Actor } from 'xstate';
import type { ProposeJob, ProposeOutput } from '../../machines/authorizer.js';
import type { AuthorizerService } from '../contracts/runtime.js';
import type { Task } from '../domain/task.js';
import type { Usage } from '../models/types.js';
import type { Policy } from '../policy/schema.js';
import { RuntimeAuthorizer, bindPort, type AuthorizerPort } from './bound-machines.js';
import type { RunState } from './run-state.js';

/**
 * The run's authorizer: its actor, and the service behind it (deterministic, simulated or live). It
 * compiles P0 once, before the first turn, and answers proposals one at a time; unusable answers
 * are recorded as degradations (the service replaced them fail-closed). The work it has in flight
 * is visible (`inFlight`), so delivery can tell an envelope held by a slow proposal from one a
 * protocol dropped.
 */
export class AuthorizerBridge {
  private actor: Actor<typeof RuntimeAuthorizer> | null = null;
  private waiter: { res: (o: ProposeOutput) => void; rej: (e: unknown) => void } | null = null;
  /** Proposals asked for and not yet answered. */
  readonly inFlight = new Set<Promise<unknown>>();
  rootPolicy: Policy | null = null;
  /** The tokens compiling P0 took (charged to the entry agent's defense). */
  compileUsage: Usage | null = null;

  constructor(
    private readonly state: RunState,
    private readonly service: AuthorizerService | undefined,
    private readonly task: Task,
    /** The run id its model calls are keyed by (a fork's prefix: the original's). */
    private readonly callRunId: string = state.runId,
  ) {}

  /**
   * Compile P0 (the run fails to start, with the service's error, when it cannot). `known`: a P0
   * the run already holds (a fork's prefix compiled it), adopted without asking the service.
   */
  async compile(known?: Policy): Promise<Policy> {
    const service = this.service;
    if (!service) throw new Error('no authorizer');
    const { state, task } = this;
    const runId = this.callRunId;
    const tools = task.environment.tools;
    let compileCause: unknown = undefined;
    const port: AuthorizerPort = {
      compile: (input) =>
        (known ? Promise.resolve<Awaited<ReturnType<AuthorizerService['compile']>>>({ policy: known, usage: { prompt_tokens: 0, completion_tokens: 0 } }) : service.compile(input.request, input.tools, { runId })).then(
          (out) => {
            state.degraded('compile', null, out.unusable);
            return out;
          },
          (e: unknown) => {
            compileCause = e;
            throw e;
          },
        ),
      propose: (job) =>
        service.propose(job.message, tools, job.parent, { runId, handoffSeq: job.handoffSeq }).then((out) => {
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
      if (state.seq === 0) state.stopAll();
      throw new Error(`authorizer could not compile P0 for task ${task.id}: ${snap.context.error ?? 'unknown error'}`, { cause: compileCause });
    }
    this.rootPolicy = snap.context.policy;
    this.compileUsage = known ? null : snap.context.usage;
    return snap.context.policy;
  }

  /** A proposal for a delegation's subtask (strictly one at a time). */
  propose(job: ProposeJob): Promise<ProposeOutput> {
    const p = new Promise<ProposeOutput>((res, rej) => {
      const actor = this.actor;
      if (!actor) return rej(new Error('no authorizer: this run compiled no P0 (no defense of it compiles one)'));
      if (this.waiter) return rej(new Error('authorizer is busy: proposals must be sequential'));
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
    const done = (): void => void this.inFlight.delete(p);
    p.then(done, done);
    return p;
  }
}
