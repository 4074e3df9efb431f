import { createInterface } from 'node:readline/promises';
import { usageError } from '../../util/user-error.js';
/**
 * Ask the person at the terminal: shows the call, the verdict's reason and the delegation path, and
 * reads y/n. Only for a single-threaded run on a TTY.
 */
export function interactiveConfirmation(opts = {}) {
    const input = opts.input ?? process.stdin;
    const output = opts.output ?? process.stdout;
    if ((opts.concurrency ?? 1) !== 1) {
        throw usageError(`interactive confirmation needs a single-threaded run (concurrency 1, got ${opts.concurrency}); use --confirm auto-approve, auto-deny, oracle or scripted for concurrent runs`);
    }
    if (!opts.allowNonTty && !input.isTTY) {
        throw usageError('interactive confirmation needs a terminal (stdin is not a TTY); use --confirm scripted with a confirmation file instead');
    }
    let busy = false;
    return {
        decide: async ({ call, verdict }) => {
            if (busy)
                throw new Error('interactive confirmation: a second confirmation was requested while one is open (runs must not be concurrent)');
            busy = true;
            const rl = createInterface({ input, output, terminal: false });
            try {
                output.write(`\nConfirmation needed (call #${call.seq})\n  agent: ${call.agent}\n  path:  ${call.path.join(' -> ')}\n  call:  ${call.tool}(${JSON.stringify(call.args)})\n  why:   ${verdict.reason}\n`);
                for (;;) {
                    const a = (await rl.question('Approve? [y/n] ')).trim().toLowerCase();
                    if (a === 'y' || a === 'yes')
                        return { decision: 'approved', note: 'approved at the terminal' };
                    if (a === 'n' || a === 'no' || a === '')
                        return { decision: 'denied', note: 'declined at the terminal' };
                    output.write('Please answer y or n.\n');
                }
            }
            finally {
                rl.close();
                busy = false;
            }
        },
    };
}
