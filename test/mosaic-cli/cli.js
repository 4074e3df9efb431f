import { Command } from 'commander';
import { vi } from 'vitest';
import { runMosaicCommand, mosaicRunOptions } from '../../src/cli/commands/run-mosaic.js';
import { registerRun, runCommand } from '../../src/cli/commands/run.js';
/**
 * The `run` command as `masdrift` builds it, with the mosaic options and the mosaic dispatch
 * applied (idempotently, so it also works once the program carries them itself).
 */
function program() {
    const p = new Command('masdrift').exitOverride();
    registerRun(p);
    const run = p.commands.find((c) => c.name() === 'run');
    if (!run.options.some((o) => o.long === '--mode'))
        mosaicRunOptions(run);
    run.exitOverride().action(async (opts) => {
        process.exitCode = opts.suite === 'mosaic' ? await runMosaicCommand(opts) : await runCommand(opts);
    });
    return p;
}
/** Run `masdrift run ...` in-process, capturing output and the exit code. */
export async function runMosaicCli(args) {
    let stdout = '';
    let stderr = '';
    const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
    const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
    const prev = process.exitCode;
    process.exitCode = undefined;
    try {
        await program().parseAsync(['node', 'masdrift', 'run', ...args]);
        return { code: typeof process.exitCode === 'number' ? process.exitCode : 0, stdout, stderr };
    }
    finally {
        out.mockRestore();
        err.mockRestore();
        process.exitCode = prev;
    }
}
