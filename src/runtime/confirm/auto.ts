import type { ConfirmationService } from '../../contracts/runtime.js';

/** The paper's main setting: every Require-Confirmation is approved (autonomous authorization). */
export function autoApprove(): ConfirmationService {
  return { decide: async () => ({ decision: 'approved', note: null }) };
}

/** The paper's bound: every Require-Confirmation is refused. */
export function autoDeny(): ConfirmationService {
  return { decide: async () => ({ decision: 'denied', note: null }) };
}
