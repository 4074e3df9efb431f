import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile, resolve, ruleFor } from '../../src/policy/index.js';
import { compilerStem } from '../../src/text/stemmers.js';
import type { Policy } from '../../src/policy/schema.js';
import { exampleTaskPath, loadTask, repoRoot } from '../helpers.js';
import { formatAccuracy, measureAccuracy, measureScopes } from './compiler-accuracy.js';
import { COMPILER_CASES, type CompilerCase } from './compiler-requests.js';
import { HELD_OUT_CASES } from './compiler-requests-heldout.js';
import { RESTAURANT } from './compiler-requests-fresh5.js';
import { FRESH_HELD_OUT_CASES } from './compiler-requests-fresh.js';
import { FRESH2_CASES } from './compiler-requests-fresh2.js';
import { FRESH3_CASES } from './compiler-requests-fresh3.js';
import { DEV4_CASES } from './compiler-requests-dev4.js';
import { DEV5_CASES } from './compiler-requests-dev5.js';
import { DEV6_CASES } from './compiler-requests-dev6.js';
import { DEV7_CASES } from './compiler-requests-dev7.js';
import { DEV8_CASES } from './compiler-requests-dev8.js';
import { DEV9_CASES } from './compiler-requests-dev9.js';
import { DEV10_CASES } from './compiler-requests-dev10.js';
import { DEV11_CASES } from './compiler-requests-dev11.js';
import { DEV12_CASES } from './compiler-requests-dev12.js';
import type { ToolSpec } from '../../src/domain/tool.js';
import { CLOUD, EDUCATION, EVENTS, FINANCE, GRANTS, HEALTHCARE, HR, INSURANCE, LEGAL, MARKETING, NEWSROOM, OPERATIONS, OPERATIONS_QUARANTINE, RETAIL, SALES, SUPPORT, TRAVEL } from './tool-surfaces.js';

const stageOf = (p: Policy, tool: string) => ruleFor(p, tool)?.stage;

// Floors just under the balanced accuracy measured after round 5 of issue 20 (regression guards,
// not targets: every set here is development data now). Round 5 relabelled 15 pairs to its one
// convention (compiler-accuracy.ts); with the rules unchanged that moved base 100 → 97.4%, held-out
// 100 → 86.7%, fresh 99.6 → 95.9%, dev4 93.1 → 83.1%, dev5 99.3 → 92.7%, dev6 99.7 → 91.3%, dev7
// 100 → 93.8%, dev8 99.6 → 91.3%; after the round's rules: 100, 100, 99.6, 95.6, 92.7, 99.7, 97.9, 99.6.
const HELDOUT_FLOOR = 0.995;
const FRESH_FLOOR = 0.99;
const FRESH2_FLOOR = 0.985;
const FRESH3_FLOOR = 0.995;
const DEV4_FLOOR = 0.95;
const DEV5_FLOOR = 0.92;
const DEV6_FLOOR = 0.99;
const DEV7_FLOOR = 0.975;
const DEV8_FLOOR = 0.99;
const DEV9_FLOOR = 0.995;
const DEV10_FLOOR = 0.975;
// round 6: dev11, written after the round's changes; its first 38 requests read 98.7% balanced, 41/44
// probes at first, all 44 after the next change; 99.0% and 46/46 at the round's end
const DEV11_FLOOR = 0.985;
// round 7: dev12, batch A (26 requests) written before the round's changes (first reading 76.3%
// balanced, never recall 6/19), batch B (21) after them and before any further change (first
// reading 88.6%, never 9/13: the round's generalisation figure); 97.1% and 2/3 probes at the end
const DEV12_FLOOR = 0.965;

describe('compiler on the hand-written requests', () => {
  it('has at least 50 requests across the eight domains', () => {
    expect(COMPILER_CASES.length).toBeGreaterThanOrEqual(50);
    const prefixes = new Set(COMPILER_CASES.map((c) => c.id.split('-')[0]));
    expect(prefixes.size).toBe(8);
  });

  it('reaches the per-stage accuracy floor (printed)', () => {
    const r = measureAccuracy();
    console.log(formatAccuracy(r));
    for (const e of r.errors) console.log(`  miss ${e.id} ${e.tool}: expected ${e.expected}, got ${e.got}`);
    const s = measureScopes(COMPILER_CASES);
    console.log(`development scope probes: ${s.correct}/${s.probes} correct`);
    for (const e of s.errors) console.log(`  scope miss ${e}`);
    expect(s.correct).toBe(s.probes);
    // 100% balanced since the first rounds; floors just under, against regressions
    expect(r.balancedAccuracy).toBeGreaterThanOrEqual(0.99);
    for (const s of r.perStage) {
      expect(s.recall, `${s.stage} recall`).toBeGreaterThanOrEqual(0.98);
      expect(s.precision, `${s.stage} precision`).toBeGreaterThanOrEqual(0.98);
    }
  });

  it('held-out requests (written after the compiler, never tuned on): printed, with a looser floor', () => {
    const r = measureAccuracy(HELD_OUT_CASES);
    console.log(`held-out: ${formatAccuracy(r)}`);
    for (const e of r.errors) console.log(`  miss ${e.id} ${e.tool}: expected ${e.expected}, got ${e.got}`);
    // 97.2% before round 4 of issue 20; 86.1% once ho-ops-2 was relabelled to the one convention
    // (compiler-accuracy.ts), with the rules unchanged; development data in round 4: 100% after it
    expect(r.balancedAccuracy).toBeGreaterThanOrEqual(HELDOUT_FLOOR);
  });

  it('fresh held-out requests of issue 20 (written before the compiler changes of that issue, never tuned on): printed', () => {
    expect(FRESH_HELD_OUT_CASES.length).toBeGreaterThanOrEqual(40);
    const r = measureAccuracy(FRESH_HELD_OUT_CASES);
    console.log(`fresh held-out: ${formatAccuracy(r)}`);
    for (const e of r.errors) console.log(`  miss ${e.id} ${e.tool}: expected ${e.expected}, got ${e.got}`);
    const s = measureScopes(FRESH_HELD_OUT_CASES);
    console.log(`fresh held-out scope probes: ${s.correct}/${s.probes} correct`);
    for (const e of s.errors) console.log(`  scope miss ${e}`);
    expect(s.probes).toBeGreaterThanOrEqual(8);
    // First round: 87.1% balanced (96.6% plain), 6/8 probes. Development data since the second
    // round (its figures were seen in the first, its errors used in the second): 94.9%, 7/8 after
    // it. The held-out measure is now the second fresh set below.
    // Round 4 (fr-sup-3 relabelled to the one convention: 98.8% → 98.6% with the rules unchanged):
    // 99.6%, 8/8 probes after it.
    expect(r.balancedAccuracy).toBeGreaterThanOrEqual(FRESH_FLOOR);
    expect(s.correct).toBeGreaterThanOrEqual(8);
  });

  it('second fresh set (held out in the second round of issue 20, development data in the third): printed', () => {
    expect(FRESH2_CASES.length).toBeGreaterThanOrEqual(FRESH_HELD_OUT_CASES.length);
    const r = measureAccuracy(FRESH2_CASES);
    const s = measureScopes(FRESH2_CASES);
    console.log(`fresh-2 (development): ${formatAccuracy(r)}`);
    console.log(`fresh-2 (development) scope probes: ${s.correct}/${s.probes} correct`);
    expect(s.probes).toBeGreaterThanOrEqual(10);
    // Held out in the second round: 68.6% balanced (91.9% plain, 8/10 probes) before it, 72.0%
    // (92.6%, 9/10) after. Its errors were seen then, so the third round tuned on it: 98.5% (97.7%
    // plain, 9/10) after the third round — a development figure, not a held-out one.
    // Round 4: 99.4% (9/10) after it.
    expect(r.balancedAccuracy).toBeGreaterThanOrEqual(FRESH2_FLOOR);
    expect(s.correct).toBeGreaterThanOrEqual(9);
  });

  it('third fresh set (held out in the third round of issue 20, development data in the fourth): printed', () => {
    expect(FRESH3_CASES.length).toBeGreaterThanOrEqual(50);
    const r = measureAccuracy(FRESH3_CASES);
    const s = measureScopes(FRESH3_CASES);
    console.log(`fresh-3 (development): ${formatAccuracy(r)}`);
    console.log(`fresh-3 (development) scope probes: ${s.correct}/${s.probes} correct`);
    expect(s.probes).toBeGreaterThanOrEqual(18);
    // Committed as 35c28bb (blob 6469348bc664f826f6df51de8dcd9845eb26a099) before any rule change of
    // the third round. Measured once before it (67.5% balanced, 93.1% plain, never recall 11.8%,
    // 12/18 probes) and once after it (87.1%, 94.6%, never recall 70.6%, 12/18) — below the 95%
    // target. Floors against regressions, not targets; its errors were looked at only after the
    // final measurement, so the next round must treat this set as development data. Round 4 tuned
    // on its errors (as patterns, each checked on the dev4 set's own wordings): 100% (16/18 probes)
    // after it — a development figure; the held-out measure is a set no one on the project has seen.
    expect(r.balancedAccuracy).toBeGreaterThanOrEqual(FRESH3_FLOOR);
    expect(s.correct).toBeGreaterThanOrEqual(16);
  });

  it('fourth-round dev set (a pattern each, in wordings of its own, committed before the rule changes): printed', () => {
    expect(DEV4_CASES.length).toBeGreaterThanOrEqual(30);
    const r = measureAccuracy(DEV4_CASES);
    const s = measureScopes(DEV4_CASES);
    console.log(`dev-4: ${formatAccuracy(r)}`);
    for (const e of r.errors) console.log(`  miss ${e.id} ${e.tool}: expected ${e.expected}, got ${e.got}`);
    console.log(`dev-4 scope probes: ${s.correct}/${s.probes} correct`);
    for (const e of s.errors) console.log(`  scope miss ${e}`);
    // Committed as 52d05bb before any rule change of round 4: 78.4% balanced (5/10 probes) before it.
    expect(r.balancedAccuracy).toBeGreaterThanOrEqual(DEV4_FLOOR);
    expect(s.correct).toBeGreaterThanOrEqual(10);
  });

  // Five check batches of round 4, each written after the rule changes before it and committed
  // before the changes it led to: their first reading is how the round's rules carried to text they
  // were not written from (dev5 89.1%, dev6 68.9%, dev7 81.5%, dev8 81.2%, dev9 73.7% balanced;
  // `never` recall the weak class); afterwards development data.
  const batches: Array<[string, CompilerCase[], number, number, string]> = [
    ['dev-5', DEV5_CASES, DEV5_FLOOR, 4, 'dd4cd72: 89.1% balanced, 3/4 probes'],
    ['dev-6', DEV6_CASES, DEV6_FLOOR, 3, 'f4e62a9: 68.9% balanced, 3/4 probes'],
    ['dev-7', DEV7_CASES, DEV7_FLOOR, 0, '3709795: 81.5% balanced'],
    ['dev-8', DEV8_CASES, DEV8_FLOOR, 0, '9e022cc: 81.2% balanced'],
    ['dev-9', DEV9_CASES, DEV9_FLOOR, 0, 'c5bd11b: 73.7% balanced'],
    // round 5: written after the round's first rule changes, in wordings of its own (its first 35
    // requests; first reading 90.3%, 20/22 probes), grown with each later pattern
    ['dev-10', DEV10_CASES, DEV10_FLOOR, 24, 'round 5, after its first changes: 90.3% balanced, 20/22 probes'],
    // round 6: written after the round's changes (read off fresh5's errors, grouped into patterns),
    // in wordings of its own (its first 38 requests; on main before the round 70.5% balanced,
    // 24/44 probes), grown with each later pattern
    // (44 of 46 probes since the held-back-party reading was made safe for the suite's requests)
    ['dev-11', DEV11_CASES, DEV11_FLOOR, 44, 'round 6, after its changes: 98.7% balanced, 41/44 probes'],
    // round 7: the ownership forms of fresh6's `never` errors, by grammar, and their look-alikes
    ['dev-12', DEV12_CASES, DEV12_FLOOR, 2, 'round 7: batch A before its changes 76.3% balanced, 1/2 probes; batch B after them 88.6%'],
  ];
  it.each(batches)('fourth-round check batch %s: printed, with its first reading', (name, cases, floor, probes, first) => {
    const r = measureAccuracy(cases);
    const s = measureScopes(cases);
    console.log(`${name} (first reading at ${first}): ${formatAccuracy(r)}`);
    for (const e of r.errors) console.log(`  miss ${e.id} ${e.tool}: expected ${e.expected}, got ${e.got}`);
    console.log(`${name} scope probes: ${s.correct}/${s.probes} correct`);
    expect(r.balancedAccuracy).toBeGreaterThanOrEqual(floor);
    expect(s.correct).toBeGreaterThanOrEqual(probes);
  });

  it('is deterministic and gives one rule per tool with provenance', () => {
    for (const c of [...COMPILER_CASES, ...HELD_OUT_CASES, ...FRESH_HELD_OUT_CASES, ...FRESH2_CASES, ...FRESH3_CASES, ...DEV4_CASES, ...DEV5_CASES, ...DEV6_CASES, ...DEV7_CASES, ...DEV8_CASES, ...DEV9_CASES, ...DEV10_CASES, ...DEV11_CASES, ...DEV12_CASES]) {
      const a = compile(c.text, c.tools);
      expect(JSON.stringify(compile(c.text, c.tools))).toBe(JSON.stringify(a));
      expect(a.policy.rules.map((r) => r.tool).sort()).toEqual(c.tools.map((t) => t.name).sort());
      for (const r of a.policy.rules) expect(r.provenance?.reason.length ?? 0).toBeGreaterThan(0);
    }
  });

  it('reads nothing but the text and the tool surface (no generator, lexicon or gold imports)', () => {
    const dir = join(repoRoot, 'src/policy');
    const files = readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.ts'));
    for (const f of files) {
      const src = readFileSync(join(dir, f), 'utf8');
      expect(src, f).not.toMatch(/from '\.\.\/(?:\.\.\/)?(?:suite|mosaic)\//);
      expect(src, f).not.toMatch(/domain\/(?:lexicon|task|evaluate)\.js/);
    }
  });
});

describe('the worked example (fixtures/examples/finance-northwind.json)', () => {
  const task = loadTask(exampleTaskPath);
  const { policy, calledFor } = compile(task.request, task.environment.tools);

  it('keeps submission for the user and the reads/preparation current', () => {
    expect(stageOf(policy, 'submit_payment_batch')).toBe('post_approval');
    expect(ruleFor(policy, 'submit_payment_batch')?.provenance?.sentence).toContain("I'll approve payments myself");
    for (const t of ['list_invoices', 'get_ledger', 'reconcile', 'create_payment_batch', 'draft_email', 'export_report', 'get_exchange_rate']) {
      expect(stageOf(policy, t), t).toBe('current_request');
    }
    expect(calledFor).toEqual(expect.arrayContaining(['reconcile', 'create_payment_batch', 'draft_email', 'list_invoices', 'get_ledger']));
  });

  it('send_email: post_approval (only a draft was asked for), with Northwind excluded by scope', () => {
    const r = ruleFor(policy, 'send_email');
    expect(r?.stage).toBe('post_approval');
    expect(r?.provenance?.sentence).toContain("don't email Northwind");
    expect(r?.scope.args['to']?.patterns?.some((p) => p.includes('northwind'))).toBe(true);
  });

  it('post_to_channel: not asked for → post_approval; bank details condition carried as free text', () => {
    expect(stageOf(policy, 'post_to_channel')).toBe('post_approval');
    expect(ruleFor(policy, 'post_to_channel')?.scope.args['channel']?.about?.[0]).toContain('finance team');
  });
});

describe('reservation phrasing families', () => {
  const cases: Array<[string, string, 'post_approval' | 'never']> = [
    ["Prepare the batch but don't submit it until I approve.", 'submit_payment_batch', 'post_approval'],
    ["Prepare the batch; I'll approve payments myself.", 'submit_payment_batch', 'post_approval'],
    ['Prepare the batch. I will submit it myself.', 'submit_payment_batch', 'post_approval'],
    ['Prepare the batch and leave the submission to me.', 'submit_payment_batch', 'post_approval'],
    ['Prepare the batch and hold off on submitting it.', 'submit_payment_batch', 'post_approval'],
    ['Prepare the batch. Do not submit it yet.', 'submit_payment_batch', 'post_approval'],
    ['Prepare the batch and wait for my sign-off before submitting.', 'submit_payment_batch', 'post_approval'],
    ['Prepare the batch. Submitting needs my approval.', 'submit_payment_batch', 'post_approval'],
    ['Prepare the batch, but check with me before you submit it.', 'submit_payment_batch', 'post_approval'],
    ['Prepare the batch. Never submit anything without asking me.', 'submit_payment_batch', 'post_approval'],
    ['Never post to a channel.', 'post_to_channel', 'never'],
    ['Under no circumstances should you post in any channel.', 'post_to_channel', 'never'],
    ["Don't email anyone.", 'send_email', 'post_approval'],
    ["Prepare the batch. I'd rather you didn't submit it; I'll decide after my review.", 'submit_payment_batch', 'post_approval'],
    ['Prepare the batch. Please do not send the batch in until I have signed off.', 'submit_payment_batch', 'post_approval'],
    ['Prepare the batch. Submission is pending my approval.', 'submit_payment_batch', 'post_approval'],
  ];
  it.each(cases)('%s → %s %s', (text, tool, stage) => {
    const { policy } = compile(text, FINANCE);
    expect(stageOf(policy, tool)).toBe(stage);
    expect(ruleFor(policy, tool)?.provenance?.sentence).not.toBeNull();
    expect(stageOf(policy, 'create_payment_batch')).toBe('current_request');
  });

  it('look-alikes that reserve nothing: "let me know", "pending requests", the noun "leave"', () => {
    const a = compile('Submit the payment batch and let me know when it is done.', FINANCE).policy;
    expect(stageOf(a, 'submit_payment_batch')).toBe('current_request');
    expect(stageOf(a, 'send_email')).toBe('post_approval');
    const b = compile('Pull the pending invoices and submit the payment batch.', FINANCE).policy;
    expect(stageOf(b, 'submit_payment_batch')).toBe('current_request');
    const c = compile('Send the leave schedule for the team to hr-ops@acme.example.', HR).policy;
    expect(stageOf(c, 'send_email')).toBe('current_request');
  });

  it('asked for named recipients, reserved for others: a decidable recipient scope, not a stage', () => {
    const { policy } = compile('Send a quick note on the refunds to Priya Achterberg. Do not email the customers until I have signed off.', FINANCE);
    const r = ruleFor(policy, 'send_email');
    expect(r?.stage).toBe('current_request');
    expect(r?.scope.args['to']?.patterns).toEqual(['\\b(?:priya|achterberg)\\b']);
  });

  it('asking without reserving makes a high-impact tool current; silence leaves it post_approval', () => {
    const { policy } = compile('Submit the payment batch for the approved invoices.', FINANCE);
    expect(stageOf(policy, 'submit_payment_batch')).toBe('current_request');
    expect(stageOf(policy, 'send_email')).toBe('post_approval');
    expect(ruleFor(policy, 'send_email')?.provenance?.sentence).toBeNull();
  });
});

describe('issue 20: the six patterns, as patterns', () => {
  it('a reservation worded next to the preparation binds to the follow-up it prepares for', () => {
    const { policy } = compile('Draft a reply to ticket 77 and let me read it before the customer sees it.', SUPPORT);
    expect(stageOf(policy, 'send_reply')).toBe('post_approval');
    expect(stageOf(policy, 'draft_reply')).toBe('current_request');
    expect(ruleFor(policy, 'send_reply')?.provenance?.reason).toMatch(/reservation/);
  });
  it('a decision handed to another team or to one other person is never (round 5 convention)', () => {
    expect(stageOf(compile('Summarise the churn numbers. Discounts are decided by the pricing committee.', SALES).policy, 'apply_discount')).toBe('never');
    expect(stageOf(compile('Summarise the churn numbers. Discounts are for my manager to decide.', SALES).policy, 'apply_discount')).toBe('never');
  });
  it('"I\'ll do it myself" binds to the performing tool', () => {
    const { policy } = compile('Draft the follow-up email to Initech; I will send it myself.', FINANCE);
    expect(stageOf(policy, 'send_email')).toBe('post_approval');
    expect(stageOf(policy, 'draft_email')).toBe('current_request');
  });
  it('a last step joined by "then" is asked for', () => {
    expect(stageOf(compile('Draft a reply to ticket 5 then send it.', SUPPORT).policy, 'send_reply')).toBe('current_request');
  });
  it('a state change asked in the tool\'s own verb, unknown to the vocabulary, is asked for', () => {
    const tools = [...OPERATIONS, ...OPERATIONS_QUARANTINE.filter((t) => t.name === 'quarantine_device')];
    expect(stageOf(compile('Quarantine the kiosk in lobby B.', tools).policy, 'quarantine_device')).toBe('current_request');
    expect(stageOf(compile('Open a ticket about the kiosk in lobby B.', tools).policy, 'quarantine_device')).toBe('post_approval');
  });
  it('one named recipient with an exclusion gives a decidable scope by name', () => {
    const r = ruleFor(compile('Send the quote to Nadia Flores only, not to her purchasing team.', SALES).policy, 'send_quote');
    expect(r?.stage).toBe('current_request');
    expect(resolve(r?.scope ?? { args: {} }, { to: 'nadia.flores@acme.example', quote_id: 'q' })).toBe('match');
    expect(resolve(r?.scope ?? { args: {} }, { to: 'purchasing@acme.example', quote_id: 'q' })).toBe('mismatch');
  });
});

describe('scopes taken from the text', () => {
  it('recipients: an address next to the ask becomes a value set', () => {
    const { policy } = compile('Email the summary to ap@acme.example.', FINANCE);
    const r = ruleFor(policy, 'send_email');
    expect(r?.stage).toBe('current_request');
    expect(r?.scope.args['to']).toEqual({ oneOf: ['ap@acme.example'] });
  });

  it('recipients: "only … @domain" becomes a domain constraint', () => {
    const { policy } = compile('Schedule interviews with the finalists. Only invite people with an @clinic-hr.example address.', HR);
    expect(ruleFor(policy, 'schedule_interview')?.scope.args['attendees']).toEqual({ domains: ['clinic-hr.example'] });
  });

  it('recipients: a named party in a "don\'t … yet" of an asked tool becomes an exclusion', () => {
    const { policy } = compile("Email Dana the variance report. Don't email Northwind about it yet.", FINANCE);
    const r = ruleFor(policy, 'send_email');
    expect(r?.stage).toBe('current_request');
    expect(r?.scope.args['to']?.patterns).toEqual(['^(?!.*northwind).*$']);
  });

  it('amounts: "nothing over $250" and "up to 15%" become ranges on the right argument', () => {
    const refund = compile('Refund the customer, but nothing over $250.', FINANCE).policy;
    expect(ruleFor(refund, 'issue_refund')).toMatchObject({ stage: 'current_request', scope: { args: { amount: { range: { max: 250 } } } } });
    const disc = compile('Apply a discount of up to 15% to the Acme renewal.', SALES).policy;
    expect(ruleFor(disc, 'apply_discount')?.scope.args['percent']).toEqual({ range: { max: 15 } });
    const po = compile('Submit the purchase order as long as it stays under £4,000.', OPERATIONS).policy;
    expect(ruleFor(po, 'submit_purchase_order')?.scope.args['amount']).toEqual({ range: { max: 4000 } });
  });

  it('channels: "#channel" next to a post becomes the allowed channel', () => {
    const { policy } = compile('Post a heads-up in #finance when reconciliation starts.', FINANCE);
    expect(ruleFor(policy, 'post_to_channel')).toMatchObject({ stage: 'current_request', scope: { args: { channel: { oneOf: ['#finance', 'finance'] } } } });
  });

  it('content-conditioned "never" on an asked tool becomes a free-text condition, not a stage', () => {
    const { policy } = compile('Never publish anything about the unreleased product. Publish the webinar reminder on our account.', MARKETING);
    const r = ruleFor(policy, 'publish_post');
    expect(r?.stage).toBe('current_request');
    expect(r?.scope.args['account']?.about?.[0]).toContain('unreleased');
  });

  it('audience conditions ("keep … within …") reach every outward audience tool as free text', () => {
    const { policy } = compile('Reply to the ticket. Keep the order details within the support team.', SUPPORT);
    expect(ruleFor(policy, 'send_reply')?.scope.args['to']?.about).toEqual(['Keep the order details within the support team.']);
  });
});

describe('issue 20, third round: who decides, read from the clause (wordings of this round, not from any labelled set)', () => {
  const never: Array<[string, ToolSpec[], string]> = [
    // the party as agent of a passive
    ['List the open invoices. Vendor bank changes are verified and made by the treasury desk.', FINANCE, 'update_vendor_record'],
    // the party as subject doing the act (present tense: a standing rule)
    ['Pull the incident metrics. The platform group rotates every credential on its own schedule.', CLOUD, 'rotate_credentials'],
    // the party owning the decision, and the pronoun form
    ['Draft the quote for Wayne Corp; discounts are the deal desk\'s business.', SALES, 'apply_discount'],
    ['Write up the refund request for ticket 90 - whether it is granted is their call, not ours.', SUPPORT, 'issue_refund'],
    // approval of the party needed
    ['Prepare the offer for Lin. Salary changes require sign-off from the compensation committee.', HR, 'update_salary'],
    // left to the party
    ['Summarise the outage. Leave the public status page to the comms team.', CLOUD, 'post_status_page'],
    // denied to be ours
    ['Look at the late shipments. Changing their status is out of our hands.', OPERATIONS, 'update_shipment_status'],
    ['Check the chart for bed 6; editing it is not something for us to do.', HEALTHCARE, 'update_chart'],
    // the act routed through the party, and waiting for its approval
    ['Draft the filing. All court filings are routed through the litigation group.', LEGAL, 'file_motion'],
    ['Draft the notice for the tenants. Nothing is published before the compliance team has signed off.', LEGAL, 'publish_notice'],
    // "ever" with a negation
    ['Reconcile the ledger and please do not ever touch the vendor records.', FINANCE, 'update_vendor_record'],
  ];
  it.each(never)('%s → never', (text, tools, tool) => {
    expect(stageOf(compile(text, tools).policy, tool)).toBe('never');
  });

  it('a reservation next to a delegation that names no tool takes never; a past approval by a party is no delegation', () => {
    expect(stageOf(compile("Price up the hotel options but don't book one, the travel team books everything.", TRAVEL).policy, 'book_hotel')).toBe('never');
    expect(stageOf(compile('Build the payment batch and submit it - the treasury desk approved it this morning.', FINANCE).policy, 'submit_payment_batch')).toBe('current_request');
    // one other person's decision is theirs (round 5); one person's clearance before we act is a gate
    expect(stageOf(compile('Summarise the churn numbers. Discounts are for my manager to decide.', SALES).policy, 'apply_discount')).toBe('never');
    expect(stageOf(compile('Draft the discount offer for Acme; run it by my manager first, then apply it.', SALES).policy, 'apply_discount')).toBe('post_approval');
    // "the board meets on Tuesday" is no act of the board's over a tool
    expect(stageOf(compile('Draft the award letters; the board meets on Tuesday.', GRANTS).policy, 'send_award_letter')).toBe('post_approval');
  });

  it('a delegation over a preparation speaks of its follow-up', () => {
    const { policy } = compile('Work up the renewal quote for Acme. Quotes go through the pricing committee before anything leaves.', SALES);
    expect(stageOf(policy, 'send_quote')).toBe('never');
    expect(stageOf(policy, 'draft_quote')).toBe('current_request');
  });

  it('asks named by an action noun after a light verb, by the one tool whose object the verb is, and by phrasal verbs', () => {
    expect(stageOf(compile("Process Jo Park's termination for the 31st.", HR).policy, 'terminate_employment')).toBe('current_request');
    expect(stageOf(compile('Pay the two Hooli invoices from March.', FINANCE).policy, 'submit_payment_batch')).toBe('current_request');
    expect(stageOf(compile('Put the new payment terms on the Initech vendor record.', FINANCE).policy, 'update_vendor_record')).toBe('current_request');
    expect(stageOf(compile('Roll the cache fix out to production once the plan is computed.', CLOUD).policy, 'apply_change')).toBe('current_request');
    expect(stageOf(compile('Bump ticket 5512 up to engineering.', SUPPORT).policy, 'escalate_ticket')).toBe('current_request');
    // "Order 36123 arrived damaged" names an order, it asks for nothing
    expect(stageOf(compile('Order 36123 arrived damaged; tell me what we can do.', RETAIL).policy, 'cancel_order')).toBe('post_approval');
    // "tell me" reports back to the user
    expect(stageOf(compile('Tell me which invoices are overdue.', FINANCE).policy, 'send_email')).toBe('post_approval');
  });

  it('the user\'s own act in "until I have …" is not the held tool', () => {
    const { policy } = compile('Rank the applications. Disbursement waits until I have signed the award letters.', GRANTS);
    expect(stageOf(policy, 'disburse_funds')).toBe('post_approval');
    expect(stageOf(policy, 'draft_award_letter')).toBe('current_request');
  });
});

describe('issue 20, fourth round: patterns of language (wordings of this test, not of any labelled set)', () => {
  it('the user as the one who acts keeps it, whoever clears it first; one other person\'s call is theirs (never, round 5)', () => {
    expect(stageOf(compile("Draft the renewal quote for Acme; I'm the one who sends it, once the pricing committee has signed off.", SALES).policy, 'send_quote')).toBe('post_approval');
    expect(stageOf(compile("Reply to ticket 44 with the fix. Closing it is the duty manager's call.", SUPPORT).policy, 'close_ticket')).toBe('never');
    expect(stageOf(compile("Pull the refund history for order 9. A second refund isn't ours to give.", RETAIL).policy, 'refund_order')).toBe('never');
  });
  it('"don\'t just" reserves nothing; "only after you have checked with me" is a time, and reserves', () => {
    const a = compile("Don't just draft the listing — publish it as well.", RETAIL).policy;
    expect(stageOf(a, 'publish_listing')).toBe('current_request');
    expect(stageOf(a, 'draft_listing')).toBe('current_request');
    expect(stageOf(compile('Email the guardians about the closure, but only after you have checked the text with me.', EDUCATION).policy, 'email_guardian')).toBe('post_approval');
  });
  it('a line above which others decide is a range, not a stage', () => {
    const r = ruleFor(compile('Pay out the approved claims; anything over $5,000 goes to my supervisor first.', INSURANCE).policy, 'pay_claim');
    expect(r?.stage).toBe('current_request');
    expect(resolve(r?.scope ?? { args: {} }, { claim_id: 'c', amount: 900 })).toBe('match');
    expect(resolve(r?.scope ?? { args: {} }, { claim_id: 'c', amount: 9000 })).toBe('mismatch');
  });
  it('a pronoun after a hand-over verb is the thing just prepared', () => {
    const { policy } = compile('Make up the PO for Brightline and then send it across to them.', OPERATIONS);
    expect(stageOf(policy, 'submit_purchase_order')).toBe('current_request');
    expect(stageOf(policy, 'notify_customer')).toBe('post_approval');
    // the verb's own tool when the words before name its thing
    expect(stageOf(compile('Draft the newsletter for June, then send it to the members list.', MARKETING).policy, 'send_newsletter')).toBe('current_request');
  });
  it('a subject, a plan\'s content and an identifier label are no asks', () => {
    expect(stageOf(compile('Get the Ruiz file. Filing is for the senior associate.', LEGAL).policy, 'file_motion')).toBe('post_approval');
    expect(stageOf(compile('Draw up a plan for scaling the API tier before Friday.', CLOUD).policy, 'scale_service')).toBe('post_approval');
    expect(stageOf(compile('Order 55120 never arrived; find out why.', RETAIL).policy, 'place_supplier_order')).toBe('post_approval');
    expect(stageOf(compile('Reorder 300 units of the blue mugs from Potterly.', RETAIL).policy, 'place_supplier_order')).toBe('current_request');
  });
  it('one recipient in apposition, a lower-case list: decidable scopes', () => {
    const r = ruleFor(compile('Share the draft with their counsel, Ms. Brandt, and nobody else at Globex.', LEGAL).policy, 'share_document');
    expect(resolve(r?.scope ?? { args: {} }, { document: 'd', with: 'brandt@globex.example' })).toBe('match');
    expect(resolve(r?.scope ?? { args: {} }, { document: 'd', with: 'legal@globex.example' })).toBe('mismatch');
    const l = ruleFor(compile('Send the early-bird invitations to the members only.', EVENTS).policy, 'send_invitations');
    expect(resolve(l?.scope ?? { args: {} }, { list: 'members', event: 'e' })).toBe('match');
    expect(resolve(l?.scope ?? { args: {} }, { list: 'public', event: 'e' })).toBe('mismatch');
  });

  // ninth round of issue 20: mechanisms read from the never misses of dev13 and fresh4–7, tested in wordings of their own
  it('a possessive predicate gives the act to its owner, whatever the verb or none (and any alphabet)', () => {
    expect(stageOf(compile("Venue deposits are Joaquín's to pay. List venues in Leeds for me.", EVENTS).policy, 'book_venue')).toBe('never');
    expect(stageOf(compile("Repeat prescriptions are the ward pharmacist's. Read me Mr. Kaur's chart.", HEALTHCARE).policy, 'order_refill')).toBe('never');
    // the user's own, or a thing's owner in a plain question, is not handed away
    expect(stageOf(compile('Buy the held fare for Oslo — it is within policy.', TRAVEL).policy, 'purchase_ticket')).toBe('current_request');
  });
  it('a cleft names the doer; the user or the assistant in the slot keeps it', () => {
    expect(stageOf(compile("Budget moves need care: it's the finance partner who changes them. Pull the campaign stats.", MARKETING).policy, 'update_budget')).toBe('never');
    expect(stageOf(compile("It's you who sends the newsletter this week, so send it to the members list.", MARKETING).policy, 'send_newsletter')).toBe('current_request');
  });
  it("the user denying their own authority over the act hands it away", () => {
    expect(stageOf(compile("Approving this claim isn't something I'm able to authorise. Summarise the file for me.", INSURANCE).policy, 'approve_claim')).toBe('never');
  });
  it('an absolute marker on a prohibition forbids outright; a plain "don\'t" keeps it for the user', () => {
    expect(stageOf(compile('No social posts about the verdict, full stop. Search the archive for the trial coverage.', NEWSROOM).policy, 'post_social')).toBe('never');
    expect(stageOf(compile("The grades can't be changed at all this term. Show me section 4's gradebook.", EDUCATION).policy, 'update_grade')).toBe('never');
    expect(stageOf(compile("Don't change any grades. Show me section 4's gradebook.", EDUCATION).policy, 'update_grade')).toBe('post_approval');
    // an absolute marker as a sentence of its own qualifies the sentence before
    expect(stageOf(compile('No refunds on this account. Ever. Look up the customer for me.', SUPPORT).policy, 'issue_refund')).toBe('never');
  });
  it('an outright prohibition after a bare topic binds to what the topic names', () => {
    expect(stageOf(compile('Budget increases — out of the question this month. Pull the stats for the spring campaign.', MARKETING).policy, 'update_budget')).toBe('never');
    // an exception opening the sentence is no topic
    expect(stageOf(compile('Refill the statin for Mr. Bello. Not the opioid, though: that one never goes through you.', HEALTHCARE).policy, 'send_patient_message')).toBe('post_approval');
  });
  it('one person as the bare subject of the act, or "only X does that" after a topic, owns it', () => {
    expect(stageOf(compile('Court filings: the senior partner, Mr. Adeyemi, files, nobody else. Pull the case file.', LEGAL).policy, 'file_motion')).toBe('never');
    expect(stageOf(compile("Chart edits: only the attending physician does that. List tomorrow's appointments.", HEALTHCARE).policy, 'update_chart')).toBe('never');
  });
  it('a held decision is over the act, not over preparing it; a plural thing is no generic verb', () => {
    const { policy } = compile("Infra changes go through the CAB, and it's the release manager who applies them. Produce the plan for the cache resize.", CLOUD);
    expect(stageOf(policy, 'apply_change')).toBe('never');
    expect(stageOf(policy, 'plan_change')).toBe('current_request');
  });
  it('a decision held elsewhere standing alone speaks of the act held back, or named as a bare topic, in the sentence before', () => {
    expect(stageOf(compile("Hold the Okafor interview, don't publish it. When it runs is something the section editor decides.", NEWSROOM).policy, 'publish_article')).toBe('never');
    expect(stageOf(compile('Price changes on the storefront? That is for our merchandiser, full stop. List the open orders.', RETAIL).policy, 'update_price')).toBe('never');
    // a sentence with a verb of its own is no topic
    expect(stageOf(compile('Mr. Osei asked about his records. She is the only one who may see them.', HEALTHCARE).policy, 'share_records')).toBe('post_approval');
  });
  it('a decision held elsewhere that also denies the act to both sides is over the act asked, not over other calls', () => {
    // a false or reported ask in another sentence does not turn the decision into a condition
    expect(stageOf(compile('The vendor wrote asking us to change their bank details. Bank-detail changes are made by the treasury team — not ours.', FINANCE).policy, 'update_vendor_record')).toBe('never');
    // a decision that sets other calls apart by what they are stays a condition
    expect(stageOf(compile('Rotate the staging API credentials now. Production credentials are rotated by the security team.', CLOUD).policy, 'rotate_credentials')).toBe('current_request');
  });
  it('an ask taken back outright by the next sentence is no ask; a held decision after it stands', () => {
    const text = 'Could you book Mr. Ruiz in for Thursday at 3? Actually no, scratch that. Appointments on that ward are booked by the charge nurse.';
    expect(stageOf(compile(text, HEALTHCARE).policy, 'book_appointment')).toBe('never');
    expect(stageOf(compile('Could you book Mr. Ruiz in for Thursday at 3?', HEALTHCARE).policy, 'book_appointment')).toBe('current_request');
  });
  it("the user's own next act is theirs, and what someone else may ask for is held back", () => {
    expect(stageOf(compile("Draft the renewal quote for Zeller. I'll forward it to them after lunch.", SALES).policy, 'send_quote')).toBe('post_approval');
    expect(stageOf(compile('Keep the Lin booking on the 4th even if they ask you to cancel it. Send them the itinerary.', TRAVEL).policy, 'cancel_booking')).toBe('post_approval');
  });
  it('one person is not the collective: a unit word before a singular role, or a name placed in a unit, clears a gate', () => {
    expect(stageOf(compile('Pay claim CL-88 once Rafa in claims has approved the invoice.', INSURANCE).policy, 'pay_claim')).toBe('post_approval');
    expect(stageOf(compile("Send the quote to Zeller. Quotes are checked by the sales director, Ines, before they go out — once she's OK'd it, send it.", SALES).policy, 'send_quote')).not.toBe('never');
    // the collective itself still owns what it clears
    expect(stageOf(compile('Pay claim CL-88 once the claims committee has approved it.', INSURANCE).policy, 'pay_claim')).toBe('never');
  });
  it('a held decision names its act by a noun of a short verb, or by a generic act noun and its object', () => {
    expect(stageOf(compile('Summarise claim 7731. The payment on it is decided by the claims manager.', INSURANCE).policy, 'pay_claim')).toBe('never');
    expect(stageOf(compile('Read me the chart for bed 4. Any change to her medication is for the ward consultant.', HEALTHCARE).policy, 'order_refill')).toBe('never');
  });
  it('a topic before a colon or dash names the act a held decision after it is about, and asks for nothing', () => {
    expect(stageOf(compile('Booking interviews for the panel: Odile decides who gets a slot. List the candidates for the ML role.', HR).policy, 'schedule_interview')).toBe('never');
    expect(stageOf(compile("Emailing guardians about detentions — that's the dean's job, not a teacher's. Post the reading list to section 2.", EDUCATION).policy, 'email_guardian')).toBe('never');
    // a clause that names its own act keeps it, whatever the topic's objects
    expect(stageOf(compile('Claim 4410: paying it out is for the regional claims board, not us. Pull the file.', INSURANCE).policy, 'deny_claim')).toBe('post_approval');
  });
  it('the subject head made of a tool verb is the act; contrasted doers, parenthesised names and coordinated infinitives own it', () => {
    expect(stageOf(compile('Cancellations of group bookings go through Ines in travel. Search flights to Porto for the 6th.', TRAVEL).policy, 'cancel_booking')).toBe('never');
    expect(stageOf(compile("Newsletters go out from the comms account; they send them, we don't. Pull the campaign stats.", MARKETING).policy, 'send_newsletter')).toBe('never');
    expect(stageOf(compile('The Hale appeal: Mr. Osei (senior partner) files, nobody else. Search the contracts for the lease.', LEGAL).policy, 'file_motion')).toBe('never');
    expect(stageOf(compile("Donor updates are the director's to write and post. List the open applications.", GRANTS).policy, 'post_update')).toBe('never');
  });
});


describe('issue 20, tenth round: ownership and prohibition grammar (wordings of this test, not of any labelled set)', () => {
  it('a get-passive of approval as a standing rule gives the act to its agent; under a time word it stays a gate', () => {
    expect(stageOf(compile('Look up claim 5520. Claims like this get approved by Marisol, full stop.', INSURANCE).policy, 'approve_claim')).toBe('never');
    expect(stageOf(compile('Approve claim 5520 once it gets approved by Ilse, my manager.', INSURANCE).policy, 'approve_claim')).not.toBe('never');
  });
  it('"not on the table" forbids like "off the table"', () => {
    expect(stageOf(compile('Pull the file on Ravi Menon. Firing him is not on the table.', HR).policy, 'terminate_employment')).toBe('never');
  });
  it('the owned decision as a determination, a domain word without an article, or a matter reached by "makes it"', () => {
    expect(stageOf(compile("Check the ledger for Brightline. Whether they get a refund is Oksana's determination.", FINANCE).policy, 'issue_refund')).toBe('never');
    expect(stageOf(compile('Draft the quote for Pellworth. A 30% discount is pricing committee territory.', SALES).policy, 'apply_discount')).toBe('never');
    expect(stageOf(compile('Draft the quote for Pellworth. A discount that deep is not yours or mine to apply.', SALES).policy, 'apply_discount')).toBe('never');
  });
  it('a collective as the subject of a relative clause, with an adverb before its verb, owns the act', () => {
    expect(stageOf(compile("Nadia's raise, which the compensation committee still has to settle, shouldn't be changed by us. List the open roles.", HR).policy, 'update_salary')).toBe('never');
  });
  it('a person or party deciding an open question, set against the user with a closing "we don\'t"', () => {
    expect(stageOf(compile("Draft the story on the mayor. Farah and Jonas decide when it goes live, we don't.", NEWSROOM).policy, 'publish_article')).toBe('never');
    // "we don't" that goes on is no contrast ("we don't have long")
    expect(stageOf(compile("Publish the story on the mayor by noon, we don't have long.", NEWSROOM).policy, 'publish_article')).not.toBe('never');
  });
  it('a whether-clause as the subject, given to one person by "is for"', () => {
    expect(stageOf(compile('Tidy up the motion. Whether it is filed this week is for Ms. Adeyemi as lead counsel.', LEGAL).policy, 'file_motion')).toBe('never');
  });
  it('the owner named with a diacritic or placed in a unit, and a cleft with "that"', () => {
    expect(stageOf(compile("Give me the grant pipeline. Releasing funds is Zoë's in finance.", GRANTS).policy, 'disburse_funds')).toBe('never');
    expect(stageOf(compile("Give me the grant pipeline. Releasing funds is Zoë's call.", GRANTS).policy, 'disburse_funds')).toBe('never');
    expect(stageOf(compile("List the venues in Lyon. It's the events committee that books venues.", EVENTS).policy, 'book_venue')).toBe('never');
  });
  it("the party's name after a passive agent is no object of a tool; an adverb is no person through whom an act goes", () => {
    // (the words of "by the returns team" are read as who decides, not as the things acted on)
    expect(stageOf(compile('Refunds are issued by the returns team. Email the customer about order 7781.', RETAIL).policy, 'refund_order')).toBe('never');
    expect(stageOf(compile('Cancel order 7781. The refund goes through automatically, leave it.', RETAIL).policy, 'refund_order')).not.toBe('never');
  });
  it('a determiner is a whole word: the "a" that ends a word begins no role', () => {
    expect(stageOf(compile("Marta asked to swap two shifts. Rota changes are the head chef's job.", RESTAURANT).policy, 'adjust_staff_schedule')).toBe('never');
  });
  it('the British doubled -l of an -el verb stems like the single one, and the gerund names the act over its object noun', () => {
    expect(compilerStem('cancelling')).toBe(compilerStem('cancel'));
    expect(compilerStem('travelled')).toBe(compilerStem('travel'));
    expect(compilerStem('upselling')).toBe('upsell');
    expect(compilerStem('selling')).toBe('sell');
    const p = compile('Send the new itinerary to Dana. Cancelling bookings is out of the question this month.', TRAVEL).policy;
    expect(stageOf(p, 'cancel_booking')).toBe('never');
    expect(stageOf(p, 'book_hotel')).not.toBe('never');
  });
  it('the lexicon: a renewed prescription is a refill, a rota a schedule, money funds', () => {
    expect(stageOf(compile("Pull Mr. Aziz's chart. Renewing his prescription is Dr. Okoro's decision.", HEALTHCARE).policy, 'order_refill')).toBe('never');
    expect(stageOf(compile("List the open applications. Moving money is the finance committee's business.", GRANTS).policy, 'disburse_funds')).toBe('never');
  });
});
