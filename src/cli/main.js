import { Command, CommanderError } from 'commander';
import { registerAgreement } from './commands/agreement.js';
import { registerModels } from './commands/models.js';
import { registerProtocols } from './commands/protocols.js';
import { registerGuard } from './commands/guard.js';
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
import { isUserError } from '../util/user-error.js';
import { registerCheck } from './commands/check.js';
import { registerWorker } from './commands/worker.js';
import { registerStatus } from './commands/status.js';
// The mosaic suite's fixture kinds (validate, schema) and its suite statistics.
import '../mosaic/register.js';
/** Every command module adds itself to the program here. */
const registrars = [registerRun, registerReport, registerRescore, registerShow, registerReplay, registerJudge, registerBench, registerGuard, registerValidate, registerCheck, registerSchema, registerRunOne, registerAgreement, registerModels, registerProtocols, registerSuite, registerWorker, registerStatus];
/** Build the `masdrift` program (exported so tests can drive it in-process). */
export function buildProgram() {
    const program = new Command('masdrift')
        .description('Simulate and benchmark authority drift and mosaic leakage in multi-agent LLM systems')
        .option('--debug', 'print the stack trace of an error (also: MASDRIFT_DEBUG=1)')
        .showHelpAfterError(true)
        .exitOverride();
    for (const r of registrars)
        r(program);
    program.commands.forEach((c) => c.showHelpAfterError(true).exitOverride());
    return program;
}
/** Exit codes, the same in every command: bad input (a file, a folder, a value in a file) and a wrong invocation. */
export const EXIT_BAD_INPUT = 1;
export const EXIT_USAGE = 2;
/** Is the stack trace of an error wanted (`--debug` anywhere on the command line, or MASDRIFT_DEBUG=1)? */
function debugWanted(argv) {
    const env = process.env['MASDRIFT_DEBUG'];
    return argv.includes('--debug') || (env !== undefined && env !== '' && env !== '0' && env !== 'false');
}
/** Print an error the way every command does: its message alone, the stack trace only when asked. */
function reportError(e, debug) {
    const message = e instanceof Error ? e.message : String(e);
    const code = isUserError(e) ? e.exitCode : EXIT_BAD_INPUT;
    let text = `masdrift: ${message}\n`;
    if (debug && e instanceof Error && e.stack)
        text += `${e.stack}\n`;
    // Not a mistake of the user's: say so, and how to see where it happened.
    else if (!isUserError(e))
        text += 'masdrift: (an unexpected error: run again with --debug or MASDRIFT_DEBUG=1 for the stack trace)\n';
    process.stderr.write(text);
    return code;
}
/** Run the CLI; resolves to the exit code (errors are printed here, never thrown). */
export async function main(argv) {
    const debug = debugWanted(argv);
    // --debug is accepted before or after the command's name: it is taken out before parsing.
    const args = argv.filter((a, i) => i < 2 || a !== '--debug');
    const program = buildProgram();
    if (args.length <= 2) {
        program.outputHelp();
        return EXIT_USAGE;
    }
    try {
        await program.parseAsync(args);
        return typeof process.exitCode === 'number' ? process.exitCode : 0;
    }
    catch (e) {
        if (e instanceof CommanderError) {
            // --help and --version are not failures; everything else (unknown flag, bad value, missing
            // argument) is a usage error, which commander has already printed with the help.
            return e.code === 'commander.helpDisplayed' || e.code === 'commander.help' || e.code === 'commander.version' ? 0 : EXIT_USAGE;
        }
        return reportError(e, debug);
    }
}
