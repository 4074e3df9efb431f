import { concatMap } from 'rxjs';
import { attenuate } from '../policy/index.js';
import { judgeAgainst } from './source.js';
/**
 * Chain: P0 goes to the entry agent, and every delegation carries P_{k+1} = attenuate(P_k,
 * proposal(message)) — the authorizer proposes what the handed-off subtask needs and the lattice's
 * meet keeps it within the sender's policy. A call is judged against the policy its caller's
 * delegation carried. Reports carry no policy.
 */
export const chain = {
    name: 'chain',
    summary: 'each delegation carries an attenuated policy P_{k+1} = attenuate(P_k, proposal); calls judged against it',
    compilesRootPolicy: true,
    beforeCall: (call) => judgeAgainst(call, call.policy),
    // concatMap keeps the order of handoffs on the edge even when the authorizer answers asynchronously.
    onHandoff: (run) => concatMap(async (env) => {
        if (env.kind !== 'delegate' || !env.parentPolicy)
            return env;
        const parent = env.parentPolicy;
        const out = await run.propose({ handoffSeq: env.seq, message: env.message, parent });
        const { usage } = out;
        return {
            ...env,
            policy: attenuate(parent, out.proposal).policy,
            defenseUsage: { prompt_tokens: env.defenseUsage.prompt_tokens + usage.prompt_tokens, completion_tokens: env.defenseUsage.completion_tokens + usage.completion_tokens },
        };
    }),
};
