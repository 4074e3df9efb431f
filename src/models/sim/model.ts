import type { Task } from '../../domain/task.js';
import { firstFromParts, rngFromParts, seedText } from '../../util/rng.js';
import { estimateUsage } from '../tokens.js';
import type { AssistantMessage, CallContext, ChatModel, ChatRequest, ChatResponse, RunModelContext } from '../types.js';
import { decideAction, type SimMind } from './agent.js';
import { authorizerAnswer, authorizerKind } from './authorizer-answer.js';
import { readView } from './context.js';
import { consentAnswer } from './consent.js';
import { isConsentRequest } from '../prompts/consent.v1.js';
import type { DelegationBehaviour } from './delegation-behaviour.js';
import { withSection, type SimProfile } from './profile.js';
import { comparisonOf, readBackStep, restatementOf } from './read-back.js';
import { isSummaryRequest, summaryOf } from './summary.js';

// A call's id names the turn only, so every run reuses the same few texts: written once per turn
// number, they are one string each (hash known) wherever the transcript and trajectory meet them.
const callIds: string[] = [];
const callId = (turn: number): string => (callIds[turn] ??= `call_${turn}_0`);

/**
 * The simulated model: reads the chat transcript and tools like a live model, decides through the
 * task's clause lexicon and a behaviour profile, and answers with an assistant message. Every
 * random choice is seeded by (seed, stream, agent, named decision), where the stream is the run's
 * identity without its intervention (RunModelContext.stream): the same run gives the same answers
 * whatever order the calls arrive in, and a defended run draws what its undefended twin draws. A
 * decision's key names what is decided (a step, a reserved action, the n-th completed step), never
 * a running count of draws, so a draw the defence causes shifts no other draw.
 */
export class SimModel implements ChatModel {
  readonly id: string;
  private readonly task: Task;
  /** Per agent of the run: what it decides with. */
  private readonly minds = new Map<string, SimMind>();
  /** The profile's delegation section: what a MasDrift agent decides with. */
  private readonly behaviour: DelegationBehaviour;

  constructor(
    readonly profile: SimProfile,
    private readonly run: RunModelContext,
  ) {
    this.id = `sim:${profile.profile}`;
    this.task = run.task;
    this.behaviour = withSection(profile, 'delegation').delegation;
  }

  async complete(request: ChatRequest, ctx: CallContext): Promise<ChatResponse> {
    if (ctx.signal?.aborted) throw new Error(`sim model call aborted (run ${ctx.runId}, agent ${ctx.agent})`);
    return this.answer(request, ctx);
  }

  /** The synchronous core (exposed for tests and benchmarks). */
  answer(request: ChatRequest, ctx: CallContext): ChatResponse {
    const kind = authorizerKind(request);
    let message: AssistantMessage;
    if (kind) {
      message = { role: 'assistant', content: authorizerAnswer(kind, request) };
    } else if (isConsentRequest(request)) {
      message = { role: 'assistant', content: consentAnswer(this.mindOf(ctx.agent), request) };
    } else if (isSummaryRequest(request)) {
      message = { role: 'assistant', content: summaryOf(this.mindOf(ctx.agent), request, ctx.turn) };
    } else if (readBackStep(request) !== null) {
      const mind = this.mindOf(ctx.agent);
      message = { role: 'assistant', content: readBackStep(request) === 'restate' ? restatementOf(mind, request, ctx.turn) : comparisonOf(mind, request, ctx.turn) };
    } else {
      const action = decideAction(this.mindOf(ctx.agent), readView(request));
      message =
        action.kind === 'call'
          ? { role: 'assistant', content: null, tool_calls: [{ id: callId(ctx.turn), type: 'function', function: { name: action.tool, arguments: action.argsJson } }] }
          : { role: 'assistant', content: action.content };
    }
    return { message, usage: estimateUsage(request, message), finishReason: message.tool_calls ? 'tool_calls' : 'stop' };
  }

  /** An agent's mind, made at its first call: its seed identity is the same at every turn. */
  private mindOf(agent: string): SimMind {
    let mind = this.minds.get(agent);
    if (mind === undefined) {
      const identity = seedText([this.run.seed, this.run.stream ?? this.run.runId, agent]);
      mind = { task: this.task, profile: this.behaviour, rng: (...key) => rngFromParts(key, identity), first: (...key) => firstFromParts(key, identity), skipped: new Map() };
      this.minds.set(agent, mind);
    }
    return mind;
  }
}

/** A factory of sim models for one profile: one model per run (it reads that run's task). */
export function simModelFor(profile: SimProfile): (run: RunModelContext) => SimModel {
  return (run) => new SimModel(profile, run);
}
