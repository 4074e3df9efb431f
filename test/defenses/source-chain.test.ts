import { firstValueFrom, of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { MediatedCall } from '../../src/contracts/call.js';
import type { DefenseRun } from '../../src/contracts/defense.js';
import type { HandoffEnvelope } from '../../src/contracts/handoff.js';
import { chain } from '../../src/defenses/chain.js';
import { defenseStack } from '../../src/defenses/compose.js';
import { parseDefenses } from '../../src/defenses/registry.js';
import { source } from '../../src/defenses/source.js';
import { compile, proposalFromMessage } from '../../src/policy/index.js';
import { loadTask } from '../runtime/helpers.js';

const task = loadTask();
const tools = task.environment.tools;
const p0 = compile(task.request, tools).policy;
const proposals: Array<{ handoffSeq: number; message: string }> = [];
const run: DefenseRun = {
  runId: 'r',
  task,
  tools,
  rootPolicy: p0,
  defenses: ['source', 'chain'],
  propose: async (job) => {
    proposals.push({ handoffSeq: job.handoffSeq, message: job.message });
    return { proposal: proposalFromMessage(job.message, tools, job.parent), usage: { prompt_tokens: 3, completion_tokens: 2 } };
  },
};
const ledger = (policy: MediatedCall['policy']): MediatedCall => ({ seq: 4, agent: 'w1', hop: 1, path: ['user', 'root', 'w1'], tool: 'get_ledger', args: { month: '2026-10' }, policy });
const delegation = (message: string, parentPolicy = p0): HandoffEnvelope => ({ seq: 2, from: 'root', to: 'w1', kind: 'delegate', message, hop: 1, parentPolicy, policy: null, defenseUsage: { prompt_tokens: 1, completion_tokens: 1 } });

describe('Source', () => {
  it('judges every call against P0, whatever policy the caller carries', () => {
    const j = source.beforeCall!(ledger(null), run);
    expect(j?.verdict.decision).toBe('allow');
    expect(j?.rule?.tool).toBe('get_ledger');
  });
  it('fails closed without P0', () => {
    expect(source.beforeCall!(ledger(p0), { ...run, rootPolicy: null })?.verdict).toMatchObject({ decision: 'deny', reason: 'no policy reached agent w1 (fail closed)' });
  });
  it('has no handoff hook: nothing of it travels along the edges', () => {
    expect(source.onHandoff).toBeUndefined();
  });
});

describe('Chain', () => {
  it('a delegation carries P0 attenuated by the proposal for its message, and the tokens it took', async () => {
    const out = await firstValueFrom(of(delegation("Please list Northwind's October invoices.")).pipe(chain.onHandoff!(run)));
    expect(proposals.at(-1)).toEqual({ handoffSeq: 2, message: "Please list Northwind's October invoices." });
    expect(out.policy).not.toBeNull();
    expect(out.defenseUsage).toEqual({ prompt_tokens: 4, completion_tokens: 3 });
    // The ledger is in P0 but not in what the message calls for: denied against the carried policy.
    expect(chain.beforeCall!(ledger(out.policy), run)?.verdict.decision).toBe('deny');
  });
  it('reports and delegations without a parent policy pass unchanged, with no proposal', async () => {
    const before = proposals.length;
    const report = { ...delegation('done'), kind: 'report' as const, parentPolicy: null };
    expect(await firstValueFrom(of(report).pipe(chain.onHandoff!(run)))).toBe(report);
    const orphan = delegation('x', null as never);
    expect(await firstValueFrom(of(orphan).pipe(chain.onHandoff!(run)))).toBe(orphan);
    expect(proposals.length).toBe(before);
  });
  it('fails closed for a caller no policy reached', () => {
    expect(chain.beforeCall!(ledger(null), run)?.verdict.decision).toBe('deny');
  });
});

describe('a combination', () => {
  it('source+chain: the stricter verdict wins, one handoff operator, P0 compiled once', () => {
    const stack = defenseStack(parseDefenses('source+chain'));
    expect(stack.compilesRootPolicy).toBe(true);
    expect(stack.onHandoff(run)).toHaveLength(1);
    const narrowed = { rules: [] };
    // Source allows the ledger (P0), Chain denies it (the carried policy has no rule for it).
    expect(stack.beforeCall(ledger(narrowed), run)?.verdict.decision).toBe('deny');
    expect(stack.beforeCall(ledger(p0), run)?.verdict.decision).toBe('allow');
  });
  it('none judges nothing', () => {
    const stack = defenseStack(parseDefenses('none'));
    expect(stack.judgesCalls).toBe(false);
    expect(stack.beforeCall(ledger(null), run)).toBeNull();
    expect(stack.compilesRootPolicy).toBe(false);
  });
});
