import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
// fast-check is an (optional) peer dependency: loaded when the command runs, so the rest of the CLI
// works without it
async function kit() {
    try {
        const fc = (await import('fast-check')).default;
        return { fc, props: await import('../../testing/properties.js') };
    }
    catch (e) {
        throw new Error(`masdrift check needs fast-check (a peer dependency: npm i -D fast-check): ${e instanceof Error ? e.message : String(e)}`);
    }
}
/** A module or export that cannot be used: the file and the export named, exit 2. */
class ModuleProblem extends Error {
}
async function loadAttenuate(file, exportName) {
    let mod;
    try {
        mod = (await import(pathToFileURL(resolve(file)).href));
    }
    catch (e) {
        throw new ModuleProblem(`${file}: cannot load the module: ${e instanceof Error ? e.message : String(e)}`);
    }
    const fn = mod[exportName];
    if (typeof fn !== 'function') {
        const has = Object.keys(mod).join(', ') || 'none';
        throw new ModuleProblem(`${file}: no export "${exportName}" that is a function (policy, proposal) => policy or { policy } (exports: ${has})`);
    }
    return fn;
}
const show = (v) => JSON.stringify(v, (_, x) => (typeof x === 'number' && !Number.isFinite(x) ? String(x) : x));
export function registerCheck(program) {
    const check = program.command('check').description('Check properties of the authority lattice');
    check
        .command('invariants')
        .description("Property-test the monotone-attenuation invariant (masdrift/testing's properties and arbitraries): masdrift's own lattice, or an attenuation function loaded from a module. Prints the cases run, the shrunk counterexample and the seed to reproduce it; exit 1 when a property fails, 2 when the module cannot be used")
        .option('--module <file>', 'an ES module exporting an attenuation function (policy, proposal) => policy, judged by masdrift\'s ⊑ and verdict')
        .option('--export <name>', 'the export of --module to test', 'attenuate')
        .option('--runs <n>', 'cases per property (default: MASDRIFT_PROP_RUNS, else 1000)')
        .option('--seed <s>', 'the seed (default: MASDRIFT_PROP_SEED, else a fixed one)')
        .action(async (o) => {
        const { fc, props: k } = await kit();
        const { attenuationIsMonotone, leqIsPartialOrder, masdriftLattice, propRuns, propSeed, recognisedShare, verdictIsMonotone } = k;
        const runs = o.runs === undefined ? propRuns() : Number(o.runs);
        const seed = o.seed === undefined ? propSeed() : Number(o.seed);
        if (!Number.isInteger(runs) || runs <= 0)
            throw new Error(`--runs must be a positive integer, got "${o.runs}"`);
        if (!Number.isInteger(seed))
            throw new Error(`--seed must be an integer, got "${o.seed}"`);
        let props;
        if (o.module !== undefined) {
            let fn;
            try {
                fn = await loadAttenuate(o.module, o.export);
            }
            catch (e) {
                if (!(e instanceof ModuleProblem))
                    throw e;
                process.stderr.write(`${e.message}\n`);
                process.exitCode = 2;
                return;
            }
            props = [[`attenuationIsMonotone(${o.module}#${o.export})`, attenuationIsMonotone(fn)]];
        }
        else {
            props = [
                ['attenuationIsMonotone(masdrift attenuate)', attenuationIsMonotone()],
                ['verdictIsMonotone', verdictIsMonotone()],
                ['leqIsPartialOrder', leqIsPartialOrder()],
            ];
        }
        let failed = 0;
        for (const [name, prop] of props) {
            const r = fc.check(prop, { numRuns: runs, seed });
            if (!r.failed) {
                process.stdout.write(`ok    ${name}: ${r.numRuns} cases passed (seed ${seed})\n`);
                continue;
            }
            failed++;
            process.stdout.write(`FAIL  ${name}: failed after ${r.numRuns} cases, counterexample shrunk ${r.numShrinks} times\n`);
            process.stdout.write(`      counterexample: ${show(r.counterexample)}\n`);
            process.stdout.write(`      ${String(r.errorInstance instanceof Error ? r.errorInstance.message : r.errorInstance).split('\n').join('\n      ')}\n`);
            process.stdout.write(`      reproduce: masdrift check invariants${o.module ? ` --module ${o.module} --export ${o.export}` : ''} --runs ${runs} --seed ${r.seed} (path ${r.counterexamplePath})\n`);
        }
        if (o.module === undefined) {
            const p = recognisedShare(masdriftLattice, Math.min(runs, 5000), seed);
            process.stdout.write(`info  precision: ${p.recognised} of ${p.related} pairs built to be related recognised as ⊑ (${(100 * p.share).toFixed(1)}%)\n`);
        }
        process.stdout.write(`${props.length - failed} of ${props.length} properties hold (${runs} cases each, seed ${seed})\n`);
        process.exitCode = failed > 0 ? 1 : 0;
    });
}
