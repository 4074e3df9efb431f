/**
 * `show` draws each protocol's effect on the message: what the sender wrote, the exchange, what the
 * receiver read, and which constraints' carriage the protocol changed.
 */
import { describe, expect, it } from 'vitest';
import { SimModel } from '../../src/models/sim/model.js';
import { loadProfile } from '../../src/models/sim/profile.js';
import { showHtml, showText } from '../../src/report/show.js';
import { runTaskDetailed } from '../../src/runtime/run.js';
import { scoreRun } from '../../src/scoring/score-run.js';
import { loadTask, modelsOf } from '../runtime/helpers.js';

const task = loadTask();
const run = async (protocol: string) => {
  const sim = new SimModel(loadProfile('lossy-lead'), { runId: 'r', seed: 's', task, stream: `${task.id}/l2` });
  const r = await runTaskDetailed({ task, architecture: 'l2', defense: 'none', confirm: 'auto-approve', models: modelsOf(sim), seed: 's', runId: 'r', protocol: [protocol] });
  return { t: r.trajectory, score: scoreRun(r.trajectory, task) };
};

describe('show: a protocol\'s effect on the message', () => {
  it('read-back: the sender\'s words, every exchange message, and the constraints a correction restored', async () => {
    const { t, score } = await run('read-back');
    const text = showText(t, task, score, false);
    expect(text).toMatch(/protocol readback \(round 1\) \w+ → \w+: /);
    expect(text).toMatch(/protocol (confirm|escalate) /);
    const corrected = t.handoffs.find((h) => h.exchange?.some((x) => x.step === 'correct'));
    expect(corrected).toBeDefined();
    expect(text).toContain(`sender wrote: ${JSON.stringify(corrected?.sent)}`);
    expect(text).toMatch(/protocol effect: [\w-]+ (missing|weakened) → intact/);
    const html = showHtml(t, task, score);
    expect(html).toContain('sender wrote:');
    expect(html).toContain('receiver read:');
    expect(html).toContain('<ol class="xchg">');
  });

  it('structured-boundary: the typed fields as written, and what they carried beyond the goal', async () => {
    const { t, score } = await run('structured-boundary');
    const text = showText(t, task, score, false);
    expect(text).toMatch(/sender wrote: "\{\\"goal\\":/);
    expect(text).toMatch(/protocol effect: [\w-]+ (missing|weakened) → (intact|weakened)/);
  });

  it('verbatim: nothing drawn beyond the message', async () => {
    const { t, score } = await run('verbatim');
    const text = showText(t, task, score, false);
    expect(text).not.toContain('sender wrote:');
    expect(text).not.toContain('protocol effect');
  });
});
