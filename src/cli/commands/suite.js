import { DEFAULT_SEED, GENERATOR_VERSION, generateSuite, writeSuite } from '../../suite/generate.js';
import { masdriftStats, renderMasdriftStats, suiteNames, suiteStatsProvider } from '../../suite/stats.js';
export function registerSuite(program) {
    const suite = program.command('suite').description('Generate the MasDrift task suite and print composition statistics');
    suite
        .command('generate')
        .description('Generate the task suite deterministically (same seed → byte-identical files)')
        .option('--out <dir>', 'output directory', 'fixtures/suite')
        .option('--seed <seed>', 'generator seed', DEFAULT_SEED)
        .action((opts) => {
        const built = generateSuite(opts.seed);
        const n = writeSuite(opts.out, built);
        const s = masdriftStats(built.map((b) => b.task));
        process.stdout.write(`wrote ${n} tasks to ${opts.out} (seed ${JSON.stringify(opts.seed)}, generator version ${GENERATOR_VERSION})\n${renderMasdriftStats(s)}\n`);
        process.exitCode = s.checks.every((c) => c.ok) ? 0 : 1;
    });
    suite
        .command('stats')
        .description('Print a suite\'s composition and check it against its targets')
        .option('--suite <name>', `which suite (${suiteNames().join(', ')})`, 'masdrift')
        .option('--dir <dir>', 'suite directory (default: the suite\'s own)')
        .option('--json', 'print JSON')
        .action((opts) => {
        const p = suiteStatsProvider(opts.suite);
        if (!p) {
            process.stderr.write(`unknown suite "${opts.suite}" (known: ${suiteNames().join(', ')})\n`);
            process.exitCode = 2;
            return;
        }
        let r;
        try {
            r = p.compute(opts.dir ?? p.defaultDir);
        }
        catch (e) {
            process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
            process.exitCode = 1;
            return;
        }
        process.stdout.write(opts.json ? `${JSON.stringify(r.json, null, 2)}\n` : `${r.text}\n`);
        process.exitCode = r.ok ? 0 : 1;
    });
}
