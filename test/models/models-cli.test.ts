import { afterEach, describe, expect, it, vi } from 'vitest';
import { Command } from 'commander';
import { registerModels } from '../../src/cli/commands/models.js';
import { validatePath } from '../../src/io/validate-files.js';
import { listProfiles } from '../../src/models/sim/profile.js';
import { profileParameters } from '../../src/models/sim/profile-docs.js';
import { ROOT } from './support.js';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';

/** The models command on its own program, so this test does not depend on other commands. */
async function main(argv: string[]): Promise<number> {
  const program = new Command('masdrift').exitOverride();
  registerModels(program);
  program.commands.forEach((c) => c.exitOverride());
  await program.parseAsync(argv);
  return typeof process.exitCode === 'number' ? process.exitCode : 0;
}

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((s) => (out.push(String(s)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((s) => (err.push(String(s)), true));
  return { out, err };
}

describe('masdrift models', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    process.exitCode = undefined;
  });

  it('lists every shipped profile with every documented parameter', async () => {
    const c = capture();
    expect(await main(['node', 'masdrift', 'models', 'profiles'])).toBe(0);
    const text = c.out.join('');
    for (const p of listProfiles()) expect(text).toContain(`sim:${p} — `);
    for (const d of profileParameters()) {
      expect(d.description.length).toBeGreaterThan(10);
      expect(text).toContain(d.path);
    }
  });

  it('documents every parameter in fixtures/profiles/README.md', () => {
    const readme = readFileSync(join(ROOT, 'fixtures', 'profiles', 'README.md'), 'utf8');
    for (const d of profileParameters()) expect(readme).toContain(`\`${d.name}\``);
  });

  it('checks specs without calling any model, failing on a missing key', async () => {
    const c = capture();
    const saved = process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_API_KEY;
    try {
      expect(await main(['node', 'masdrift', 'models', 'check', 'lead=sim:lossy-lead+executor=sim:careful', 'openai:gpt-4.1-mini'])).toBe(1);
    } finally {
      if (saved !== undefined) process.env.OPENAI_API_KEY = saved;
    }
    expect(c.out.join('')).toContain('executors:          sim:careful');
    expect(c.err.join('')).toMatch(/OPENAI_API_KEY is not set/);
  });

  it('profiles validate as their own file kind', () => {
    const reports = validatePath(join(ROOT, 'fixtures', 'profiles'));
    expect(reports.length).toBe(listProfiles().length);
    expect(reports.every((r) => r.kind === 'profile' && r.problems.length === 0)).toBe(true);
  });
});
