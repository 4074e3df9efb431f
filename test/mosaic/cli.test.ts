import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';

describe('mosaic on the command line', () => {
  it('masdrift suite stats --suite mosaic prints the composition', async () => {
    const r = await runCli(['suite', 'stats', '--suite', 'mosaic']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('mosaic suite: 30 examples');
    expect(r.stdout).toContain('cybersecurity 10, medical 10, military 10');
    const j = await runCli(['suite', 'stats', '--suite', 'mosaic', '--json']);
    expect(JSON.parse(j.stdout)).toMatchObject({ examples: 30, byDomain: { cybersecurity: 10, medical: 10, military: 10 } });
  });

  it('masdrift validate accepts the mosaic fixtures and masdrift schema exports their JSON Schema', async () => {
    const v = await runCli(['validate', 'fixtures/mosaic', '--quiet']);
    expect(v.stderr).toBe('');
    expect(v.stdout).toMatch(/30 of 30 files valid \(30 mosaic-example\)/);
    const s = await runCli(['schema', 'mosaic-example']);
    expect(JSON.parse(s.stdout)).toMatchObject({ title: 'mosaic-example', type: 'object' });
  });
});
