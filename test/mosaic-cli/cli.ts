import { Command } from 'commander';
import { vi } from 'vitest';
import { runMosaicCommand, mosaicRunOptions, type RunMosaicCommandOptions } from '../../src/cli/commands/run-mosaic.js';
import { registerRun, runCommand, type RunCommandOptions } from '../../src/cli/commands/run.js';

/**
 * The `run` command as `masdrift` builds it, with the mosaic options and the mosaic dispatch
 * applied (idempotently, so it also works once the program carries them itself).
 */
function program(): Command {
  const p = new Command('masdrift').exitOverride();
  registerRun(p);
  const run = p.commands.find((c) => c.name() === 'run')!;
  if (!run.options.some((o) => o.long === '--mode')) mosaicRunOptions(run);
  run.exitOverride().action(async (opts: RunCommandOptions & RunMosaicCommandOptions) => {
    process.exitCode = opts.suite === 'mosaic' ? await runMosaicCommand(opts) : await runCommand(opts);
  });
  return p;
}

/** Run `masdrift run ...` in-process, capturing output and the exit code. */
export async function runMosaicCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => ((stdout += String(chunk)), true));
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => ((stderr += String(chunk)), true));
  const prev = process.exitCode;
  process.exitCode = undefined;
  try {
    await program().parseAsync(['node', 'masdrift', 'run', ...args]);
    return { code: typeof process.exitCode === 'number' ? process.exitCode : 0, stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
    process.exitCode = prev;
  }
}
