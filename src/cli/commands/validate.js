import { GraphSpecSchema, graphTaskProblems } from '../../../topologies/index.js';
import { fileKind, fileKinds } from '../../domain/registry.js';
import { validatePaths } from '../../io/validate-files.js';
import { collect } from '../options.js';
import { usageError } from '../../util/user-error.js';
/** The valid tasks of the `--task` paths (files or folders), with the file each came from. */
function tasksOf(paths) {
    const reports = validatePaths(paths, 'task');
    const tasks = reports.filter((r) => r.value !== undefined).map((r) => ({ task: fileKind('task').schema.parse(r.value), file: r.file }));
    return { tasks, reports: reports.filter((r) => r.problems.length) };
}
export function registerValidate(program) {
    program
        .command('validate')
        .description('Validate task, policy, profile and other fixture files (a file or a whole directory)')
        .argument('<paths...>', 'JSON files or directories to validate')
        .option('--kind <kind>', `treat every file as this kind (${fileKinds().map((k) => k.name).join(', ')})`)
        .option('--task <file|dir>', 'check every graph against this task (repeatable): its roles and tools must exist in it', collect)
        .option('--quiet', 'print only problems and the summary')
        .action((paths, opts) => {
        if (opts.kind && !fileKind(opts.kind))
            throw usageError(`--kind: unknown kind "${opts.kind}" (expected one of ${fileKinds().map((k) => k.name).join(', ')})`);
        const reports = validatePaths(paths, opts.kind);
        // A graph is task-independent; given tasks, a graph must also fit each of them (its tools and
        // roles exist), as `run` and `run-one` will require before any run.
        if (opts.task?.length) {
            const given = tasksOf(opts.task);
            reports.push(...given.reports);
            for (const r of reports) {
                if (r.kind !== 'graph' || r.value === undefined)
                    continue;
                const g = GraphSpecSchema.parse(r.value);
                for (const { task, file } of given.tasks)
                    r.problems.push(...graphTaskProblems(g, task).map((p) => ({ ...p, message: `${p.message} (${file})` })));
            }
        }
        let bad = 0;
        const byKind = new Map();
        for (const r of reports) {
            if (r.problems.length) {
                bad++;
                for (const pr of r.problems)
                    process.stderr.write(`${r.file}: ${pr.path}: ${pr.message}\n`);
            }
            else {
                byKind.set(r.kind ?? '?', (byKind.get(r.kind ?? '?') ?? 0) + 1);
                if (!opts.quiet)
                    process.stdout.write(`ok  ${r.file} (${r.kind})\n`);
            }
        }
        const total = reports.length;
        const kinds = [...byKind.entries()].map(([k, n]) => `${n} ${k}`).join(', ');
        process.stdout.write(`${total - bad} of ${total} files valid${kinds ? ` (${kinds})` : ''}${bad ? `, ${bad} with problems` : ''}\n`);
        process.exitCode = bad ? 1 : 0;
    });
}
