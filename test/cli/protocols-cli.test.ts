import { describe, expect, it } from 'vitest';
import { SHIPPED_PROTOCOLS } from '../../topologies/protocols/index.js';
import { runCli } from './run-cli.js';

describe('masdrift protocols', () => {
  it('lists every shipped protocol with what it models, its framework and its cost', async () => {
    const r = await runCli(['protocols']);
    expect(r.code).toBe(0);
    for (const p of SHIPPED_PROTOCOLS) {
      const shape = p.rounds !== undefined ? `exchange of at most ${p.rounds} rounds` : p.variant.typedHandoff ? 'typed handoff' : 'stream rewrite';
      expect(r.stdout).toContain(`${p.name}  (${shape}; rewrites ${p.rewrites})`);
    }
    expect(r.stdout).toMatch(/Framework: .*LangGraph/s);
    expect(r.stdout).toMatch(/Cost: /);
    const json = JSON.parse((await runCli(['protocols', '--json'])).stdout) as Array<{ name: string; cost: string }>;
    expect(json.map((p) => p.name)).toEqual(['verbatim', 'forward-request', 'last-message', 'full-history', 'nest-summary', 'constraint-echo', 'read-back', 'structured-boundary']);
    expect(r.stdout).toContain('read-back  (exchange of at most 2 rounds; rewrites delegations)');
    expect(r.stdout).toContain('structured-boundary  (typed handoff; rewrites delegations)');
  });

  it('has --help saying how to bring your own', async () => {
    const r = await runCli(['protocols', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/default export is \(ctx\) => operator/);
    expect(r.stdout).toMatch(/--protocol \.\/my-protocol\.mjs/);
  });
});
