import type { ConfirmPolicy } from '../../domain/trajectory.js';
import type { ConfirmationService } from '../../contracts/runtime.js';
import { autoApprove, autoDeny } from './auto.js';
import { consentByDelegator, type ConsentContext } from './consent.js';
import { interactiveConfirmation, type InteractiveOptions } from './interactive.js';
import { oracleConfirmation } from './oracle.js';
import { loadConfirmScript, scriptedConfirmation, type ConfirmScript } from './scripted.js';
import { usageError } from '../../util/user-error.js';

export * from './auto.js';
export * from './oracle.js';
export * from './interactive.js';
export * from './scripted.js';
export * from './consent.js';

/**
 * The confirmation service of a policy. `scripted` needs a script (or a file); `interactive` a TTY;
 * `consent-by-delegator` the run it serves (runTask supplies it).
 */
export function confirmationFor(policy: ConfirmPolicy, opts: { script?: ConfirmScript | string; interactive?: InteractiveOptions; consent?: ConsentContext } = {}): ConfirmationService {
  switch (policy) {
    case 'auto-approve':
      return autoApprove();
    case 'auto-deny':
      return autoDeny();
    case 'oracle':
      return oracleConfirmation();
    case 'consent-by-delegator':
      if (opts.consent === undefined) throw new Error('confirmation policy "consent-by-delegator" is built by the run it serves (it asks the run\'s delegating agents): leave RunOptions.confirmation unset');
      return consentByDelegator(opts.consent);
    case 'interactive':
      return interactiveConfirmation(opts.interactive);
    case 'scripted': {
      if (opts.script === undefined) throw usageError('confirmation policy "scripted" needs a script file (--confirm-script <file>)');
      return scriptedConfirmation(typeof opts.script === 'string' ? loadConfirmScript(opts.script) : opts.script);
    }
  }
}
