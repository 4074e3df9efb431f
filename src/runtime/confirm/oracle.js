import { matchesPredicate } from '../../domain/evaluate.js';
/**
 * A user who approves exactly what their request authorised: a call is refused iff it matches one of
 * the reserved actions of the task's boundary (the user knows what they kept for themselves).
 */
export function oracleConfirmation() {
    return {
        decide: async ({ task, call }) => {
            const hit = task.boundary.reserved.find((r) => matchesPredicate({ tool: call.tool, args: call.args }, r.predicate, task.environment.audiences));
            return hit ? { decision: 'denied', note: `reserved action "${hit.id}": ${hit.description}` } : { decision: 'approved', note: null };
        },
    };
}
