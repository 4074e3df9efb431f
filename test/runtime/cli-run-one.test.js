import { Command } from 'commander';
import { describe, expect, it, vi } from 'vitest';
import { registerRunOne } from '../../src/cli/commands/run-one.js';
import { TrajectorySchema } from '../../src/domain/trajectory.js';
async function runCli(args) {
    let out = '';
    let err = '';
    const o = vi.spyOn(process.stdout, 'write').mockImplementation((c) => ((out += String(c)), true));
    const e = vi.spyOn(process.stderr, 'write').mockImplementation((c) => ((err += String(c)), true));
    try {
        const program = new Command('masdrift').exitOverride();
        registerRunOne(program);
        await program.parseAsync(['node', 'masdrift', 'run-one', ...args]);
    }
    finally {
        o.mockRestore();
        e.mockRestore();
    }
    return { out, err };
}
describe('masdrift run-one', () => {
    it('prints a valid trajectory for one task, architecture, defense and confirmation policy', async () => {
        const { out, err } = await runCli(['--task', 'fixtures/examples/finance-northwind.json', '--arch', 'l2', '--defense', 'source', '--confirm', 'oracle', '--seed', '3', '--model', 'plan:pressure', '--authorizer', 'deterministic']);
        const t = TrajectorySchema.parse(JSON.parse(out));
        // The grid's seed recipe: <grid seed>/<rep>.
        expect(t).toMatchObject({ architecture: 'l2', defense: 'source', confirm: 'oracle', seed: '3/0', endReason: 'finished' });
        expect(t.calls.filter((c) => c.status === 'blocked').length).toBeGreaterThan(0);
        expect(err).toMatch(/^finished: \d+ calls, \d+ handoffs, trajectory [0-9a-f]{16}/);
    });
    it('rejects bad options with a clear message', async () => {
        await expect(runCli(['--task', 'fixtures/examples/finance-northwind.json', '--defense', 'moat'])).rejects.toThrow(/unknown defense "moat" \(known: none, source, chain/);
        await expect(runCli(['--task', 'fixtures/examples/finance-northwind.json', '--model', 'oracle9'])).rejects.toThrow(/model spec "oracle9": unknown kind/);
        await expect(runCli(['--task', 'fixtures/examples/finance-northwind.json', '--confirm', 'scripted'])).rejects.toThrow(/needs a script file/);
    });
});
