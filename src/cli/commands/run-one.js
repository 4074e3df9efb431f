import { writeFileSync } from 'node:fs';
import '../../../topologies/index.js';
import { loadGraphFile } from '../../../topologies/resolve.js';
import { ARCHITECTURE_HELP, CONFIRMATIONS, DEFAULT_CONFIRMATION, DEFAULT_MODEL, DEFAULT_PROTOCOL, DEFENSES, NO_DEFENSE, architectureExtra, isGraphFile, parseArchitectures, parseDefenses, parseProtocols, protocolNames, protocolStages, } from '../../axes/index.js';
import { loadAs } from '../../io/validate-files.js';
import { modelSet } from '../../models/config.js';
import { parseModelConfig } from '../../models/model-spec.js';
import { deterministicAuthorizer } from '../../runtime/authorizer-deterministic.js';
import { confirmationFor } from '../../runtime/confirm/index.js';
import { runIdOf } from '../../runner/identity.js';
import { runCell } from '../../runner/masdrift-job.js';
import { loadProtocolModules } from '../../runtime/protocol-module.js';
import { usageError } from '../../util/user-error.js';
import { nonNegativeInt, positiveInt } from '../options.js';
/** One value of a grid axis, parsed by the axis registry (run-one takes a single value of each). */
function one(axis, parse, text) {
    let values;
    try {
        values = parse(text);
    }
    catch (e) {
        throw usageError(`--${axis}: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (values.length !== 1 || text.trim() === 'all')
        throw usageError(`--${axis} takes one value (run-one runs one cell of the grid; \`masdrift run\` runs lists), got "${text}"`);
    return values[0];
}
/** The grid's name of a model configuration: lead=<spec>+executor=<spec> when they differ, else the one spec. */
function modelLabel(o) {
    const lead = o.leadModel ?? o.model;
    const executor = o.executorModel ?? o.model;
    return lead === executor ? lead : `lead=${lead}+executor=${executor}`;
}
export function registerRunOne(program) {
    program
        .command('run-one')
        .description("Run one cell of the grid (a task under one architecture, defense, protocol, model configuration and confirmation policy) with the grid's models, authorizer, seed and run id; print the trajectory JSON")
        .requiredOption('--task <file>', 'a task JSON file')
        .option('--arch <name|file>', `one of the ${ARCHITECTURE_HELP.replace(/, or all$/, '')}`, 'single')
        .option('--defense <defense>', `one of ${DEFENSES.join(', ')}`, NO_DEFENSE)
        .option('--protocol <spec>', `handoff protocol: one of ${protocolNames().join(', ')}; "a+b" applies a, then b`, DEFAULT_PROTOCOL)
        .option('--confirm <policy>', `one of ${CONFIRMATIONS.join(', ')}`, DEFAULT_CONFIRMATION)
        .option('--confirm-script <file>', 'answers for --confirm scripted')
        .option('--model <spec>', `the model configuration, as \`run --model\` takes it (also plan:pressure, script:<file>); the default is the grid's`, DEFAULT_MODEL)
        .option('--lead-model <spec>', 'model of the entry agent (default: --model); with --executor-model, the grid\'s lead=<spec>+executor=<spec>')
        .option('--executor-model <spec>', 'model of every other agent (default: --model)')
        .option('--authorizer <kind>', "grid: the grid's LLM authorizer over the configuration's model; deterministic: the rule-based authorizer (for plan:/script: models, which answer no authorizer prompt)", 'grid')
        .option('--seed <seed>', 'grid seed (as `run --seed`)', '1')
        .option('--rep <k>', 'repetition index of the cell (0-based)', nonNegativeInt('--rep'), 0)
        .option('--turns <n>', 'model turns per agent', positiveInt('--turns'))
        .option('--handoffs <n>', 'handoffs per run', positiveInt('--handoffs'))
        .option('--transcripts', 'include every agent\'s chat transcript in the output')
        .option('--out <file>', 'write the JSON here instead of stdout')
        .action(async (o) => {
        const architecture = one('arch', parseArchitectures, o.arch);
        const defense = one('defense', parseDefenses, o.defense);
        const protocol = one('protocol', parseProtocols, o.protocol);
        if (!CONFIRMATIONS.includes(o.confirm))
            throw usageError(`--confirm must be one of ${CONFIRMATIONS.join(', ')}, got "${o.confirm}"`);
        if (o.authorizer !== 'grid' && o.authorizer !== 'deterministic')
            throw usageError(`--authorizer must be grid or deterministic, got "${o.authorizer}"`);
        const task = loadAs(o.task, 'task');
        const config = parseModelConfig(modelLabel(o));
        const identity = {
            suite: 'masdrift', taskId: task.id, architecture, defense, model: config.label, confirm: o.confirm,
            ...(protocol === DEFAULT_PROTOCOL ? {} : { protocol }), rep: o.rep, seed: o.seed,
            extra: architectureExtra(architecture, isGraphFile(architecture) ? loadGraphFile(architecture) : undefined),
        };
        const confirmation = confirmationFor(o.confirm, { ...(o.confirmScript ? { script: o.confirmScript } : {}), interactive: { concurrency: 1 } });
        // A protocol module file is imported (and registered) before the run names it.
        await loadProtocolModules(protocolStages(protocol));
        const set = modelSet(config);
        try {
            const r = await runCell(identity, task, set, {
                limits: { ...(o.turns ? { turnsPerAgent: o.turns } : {}), ...(o.handoffs ? { handoffsPerRun: o.handoffs } : {}) },
                confirmation,
                ...(o.authorizer === 'deterministic' ? { authorizer: deterministicAuthorizer() } : {}),
            });
            const json = JSON.stringify(o.transcripts ? { ...r.trajectory, transcripts: r.transcripts } : r.trajectory, null, 2);
            if (o.out)
                writeFileSync(o.out, `${json}\n`);
            else
                process.stdout.write(`${json}\n`);
            process.stderr.write(`${r.trajectory.endReason}: ${r.trajectory.calls.length} calls, ${r.trajectory.handoffs.length} handoffs, trajectory ${r.trajectoryHash.slice(0, 16)}, run ${runIdOf(identity)}\n`);
        }
        finally {
            set.close();
        }
    });
}
