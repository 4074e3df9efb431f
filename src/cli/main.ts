import { Command, CommanderError } from 'commander';
import { registerAgreement } from './commands/agreement.js';
import { registerModels } from './commands/models.js';
import { registerGuard } from '../guard/cli.js';
import { registerBench } from './commands/bench.js';
import { registerReport } from './commands/report.js';
import { registerJudge } from './commands/judge.js';
import { registerReplay } from './commands/replay.js';
import { registerRescore } from './commands/rescore.js';
import { registerRun } from './commands/run.js';
import { registerShow } from './commands/show.js';
import { registerSchema } from './commands/schema.js';
import { registerRunOne } from './commands/run-one.js';
import { registerSuite } from './commands/suite.js';
import { registerValidate } from './commands/validate.js';
// The mosaic suite's fixture kinds (validate, schema) and its suite statistics.
import '../mosaic/register.js';

/** Every command module adds itself to the program here. */
const registrars: Array<(program: Command) => void> = [registerRun, registerReport, registerRescore, registerShow, registerReplay, registerJudge, registerBench, registerGuard, registerValidate, registerSchema, registerRunOne, registerAgreement, registerModels, registerSuite];

/** Build the `masdrift` program (exported so tests can drive it in-process). */
export function buildProgram(): Command {
  const program = new Command('masdrift')
    .description('Simulate and benchmark authority drift and mosaic leakage in multi-agent LLM systems')
    .showHelpAfterError(true)
    .exitOverride();
  for (const r of registrars) r(program);
  program.commands.forEach((c) => c.showHelpAfterError(true).exitOverride());
  return program;
}

/** Run the CLI; resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  const program = buildProgram();
  if (argv.length <= 2) {
    program.outputHelp();
    return 1;
  }
  try {
    await program.parseAsync(argv);
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (e) {
    if (e instanceof CommanderError) {
      // --help and --version are not failures; everything else (unknown flag, bad value) is.
      return e.code === 'commander.helpDisplayed' || e.code === 'commander.help' || e.code === 'commander.version' ? 0 : e.exitCode || 1;
    }
    throw e;
  }
}
