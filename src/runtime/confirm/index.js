import { autoApprove, autoDeny } from './auto.js';
import { interactiveConfirmation } from './interactive.js';
import { oracleConfirmation } from './oracle.js';
import { loadConfirmScript, scriptedConfirmation } from './scripted.js';
import { usageError } from '../../util/user-error.js';
export * from './auto.js';
export * from './oracle.js';
export * from './interactive.js';
export * from './scripted.js';
/** The confirmation service of a policy. `scripted` needs a script (or a file); `interactive` a TTY. */
export function confirmationFor(policy, opts = {}) {
    switch (policy) {
        case 'auto-approve':
            return autoApprove();
        case 'auto-deny':
            return autoDeny();
        case 'oracle':
            return oracleConfirmation();
        case 'interactive':
            return interactiveConfirmation(opts.interactive);
        case 'scripted': {
            if (opts.script === undefined)
                throw usageError('confirmation policy "scripted" needs a script file (--confirm-script <file>)');
            return scriptedConfirmation(typeof opts.script === 'string' ? loadConfirmScript(opts.script) : opts.script);
        }
    }
}
