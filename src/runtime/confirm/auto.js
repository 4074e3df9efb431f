/** The paper's main setting: every Require-Confirmation is approved (autonomous authorization). */
export function autoApprove() {
    return { decide: async () => ({ decision: 'approved', note: null }) };
}
/** The paper's bound: every Require-Confirmation is refused. */
export function autoDeny() {
    return { decide: async () => ({ decision: 'denied', note: null }) };
}
