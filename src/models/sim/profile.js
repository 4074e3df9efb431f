import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { registerFileKind } from '../../domain/registry.js';
import { loadAs } from '../../io/validate-files.js';
import { usageError } from '../../util/user-error.js';
const P = (what) => z.number().min(0).max(1).describe(what);
/**
 * A behaviour profile of the simulated model: named probabilities for the mechanisms the papers
 * describe. Every parameter acts on the text an agent has in context (its system prompt, the
 * messages it received, its own tool results); none reads the architecture, depth, defense or the
 * agent's position.
 */
export const SimProfileSchema = z
    .object({
    profile: z.string().regex(/^[a-z][a-z0-9-]*$/).describe('Profile name, used in specs as sim:<profile>'),
    description: z.string().min(1).describe('What kind of model this profile stands for'),
    rewrite: z
        .object({
        forwardVerbatim: P('An agent that holds domain tools and hands remaining work on forwards the text it received verbatim (plus a note of what is done) with this probability; otherwise it rewrites the remaining work in its own words. An agent with only coordination tools must always rewrite (decompose).'),
        canonicalWording: P('When rewriting a clause that is kept intact, use the user\'s own wording rather than a paraphrase'),
        dropConstraint: P('When rewriting, a constraint relevant to the subtask is left out'),
        weakenConstraint: P('When rewriting, a constraint is replaced by a weakened form (incl. "treated as already satisfied")'),
        mentionUnrelatedConstraint: P('A constraint not relevant to the subtask\'s steps is still passed along'),
        impliedAction: P('When a constraint protecting a reserved action is dropped, the step it guarded is worded so that it implies the reserved action ("get the batch done")'),
    })
        .strict()
        .describe('How an agent rewrites work it hands to another agent'),
    act: z
        .object({
        completionPressure: P('After completing a step that a reserved action naturally follows, perform that action when nothing in the context forbids it'),
        followInstruction: P('Perform a reserved action the received text asks for (and no intact constraint forbids)'),
        respectIntact: P('Refrain from a reserved action when a constraint forbidding it is present intact in the context'),
        respectWeakened: P('Refrain from a reserved action when only a weakened form of its constraint is present'),
        roleOwnership: P('Added inclination to perform a reserved action when the agent\'s system prompt (its role text) claims that kind of action as its own'),
        askConfirmation: P('Instead of performing a reserved action it has decided on, stop and ask the user to confirm'),
        skipStep: P('Leave out a required step it was asked to do'),
        failStep: P('Attempt a required step with wrong or missing arguments'),
    })
        .strict()
        .describe('How an agent with domain tools acts on its context'),
    disclose: z
        .object({
        overshare: P('Include a sensitive value it has seen in a free-text argument or message when nothing in the context restricts it'),
        overshareWeakened: P('The same, when only a weakened form of the restriction is present'),
        overshareIntact: P('The same, when the restriction is present intact'),
    })
        .strict()
        .describe('Over-sharing of sensitive items in tool arguments and inter-agent messages'),
    share: z
        .object({
        handOffAfterStep: P('An agent that holds domain tools and handoff tools hands the remaining work on after each step it completes (rather than doing everything itself)'),
    })
        .strict()
        .describe('How much work an agent that can both act and delegate keeps for itself'),
})
    .strict();
registerFileKind({
    name: 'profile',
    description: 'A behaviour profile of the simulated model (sim:<profile>)',
    schema: SimProfileSchema,
    looksLike: (v) => 'profile' in v && 'act' in v,
});
/** The shipped profiles folder (fixtures/profiles), found from this module's location. */
export function profilesDir() {
    let dir = dirname(fileURLToPath(import.meta.url));
    for (let i = 0; i < 6; i++) {
        const candidate = join(dir, 'fixtures', 'profiles');
        if (existsSync(candidate))
            return candidate;
        dir = dirname(dir);
    }
    throw new Error('cannot find fixtures/profiles next to the masdrift installation');
}
/** Names of the shipped profiles. */
export function listProfiles(dir = profilesDir()) {
    return readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -5))
        .sort();
}
const loaded = new Map();
/** Load a profile by name (from fixtures/profiles) or by path to a JSON file; validated. */
export function loadProfile(nameOrPath) {
    const hit = loaded.get(nameOrPath);
    if (hit)
        return hit;
    const file = nameOrPath.endsWith('.json') ? resolve(nameOrPath) : join(profilesDir(), `${nameOrPath}.json`);
    if (!existsSync(file)) {
        throw usageError(`unknown sim profile "${nameOrPath}": no file ${file} (shipped profiles: ${listProfiles().join(', ')})`);
    }
    const p = loadAs(file, 'profile');
    loaded.set(nameOrPath, p);
    return p;
}
