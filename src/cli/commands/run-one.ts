import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import '../../../topologies/index.js';
import { NAMED_ARCHITECTURES } from '../../../topologies/named.js';
import { handoffVariantNames } from '../../../topologies/handoff.js';
import type { Task } from '../../domain/task.js';
import { ConfirmPolicySchema, DefenseSchema } from '../../domain/trajectory.js';
import { loadAs } from '../../io/validate-files.js';
import { deterministicAuthorizer } from '../../runtime/authorizer-deterministic.js';
import { confirmationFor } from '../../runtime/confirm/index.js';
import { modelFromSpec, modelProviderNames } from '../../runtime/model-spec.js';
import { loadProtocolModules } from '../../runtime/protocol-module.js';
import { runTaskDetailed } from '../../runtime/run.js';
import { usageError } from '../../util/user-error.js';

interface RunOneOptions {
  task: string;
  arch: string;
  defense: string;
  confirm: string;
  confirmScript?: string;
  model: string;
  leadModel?: string;
  executorModel?: string;
  seed: string;
  turns?: string;
  handoffs?: string;
  protocol: string;
  transcripts?: boolean;
  out?: string;
}

const positive = (name: string, v: string | undefined): number | undefined => {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw usageError(`--${name} must be a positive integer, got "${v}"`);
  return n;
};

export function registerRunOne(program: Command): void {
  program
    .command('run-one')
    .description('Run one task under one architecture, defense and confirmation policy; print the trajectory JSON')
    .requiredOption('--task <file>', 'a task JSON file')
    .option('--arch <name|file>', `architecture: ${NAMED_ARCHITECTURES.join(', ')}, or a graph JSON file`, 'single')
    .option('--defense <defense>', `one of ${DefenseSchema.options.join(', ')}`, 'none')
    .option('--confirm <policy>', `one of ${ConfirmPolicySchema.options.join(', ')}`, 'auto-approve')
    .option('--confirm-script <file>', 'answers for --confirm scripted')
    .option('--model <spec>', `model for every agent (${modelProviderNames().map((p) => `${p}:…`).join(', ')})`, 'plan:pressure')
    .option('--lead-model <spec>', 'model of the entry agent (default: --model)')
    .option('--executor-model <spec>', 'model of every other agent (default: --model)')
    .option('--seed <seed>', 'run seed', '0')
    .option('--turns <n>', 'model turns per agent')
    .option('--handoffs <n>', 'handoffs per run')
    .option('--protocol <specs>', `handoff protocols applied in order, comma-separated: shipped names (${handoffVariantNames().join(', ')}; see masdrift protocols) or module files (./my-protocol.mjs, default export)`, 'verbatim')
    .option('--transcripts', 'include every agent\'s chat transcript in the output')
    .option('--out <file>', 'write the JSON here instead of stdout')
    .action(async (o: RunOneOptions) => {
      const defense = DefenseSchema.safeParse(o.defense);
      if (!defense.success) throw usageError(`--defense must be one of ${DefenseSchema.options.join(', ')}, got "${o.defense}"`);
      const confirm = ConfirmPolicySchema.safeParse(o.confirm);
      if (!confirm.success) throw usageError(`--confirm must be one of ${ConfirmPolicySchema.options.join(', ')}, got "${o.confirm}"`);
      const task = loadAs<Task>(o.task, 'task');
      const seed = o.seed;
      const ctx = { runId: `${task.id}:${o.arch}:${defense.data}:${confirm.data}:${seed}`, seed, task };
      const models = {
        lead: modelFromSpec(o.leadModel ?? o.model, ctx),
        executor: modelFromSpec(o.executorModel ?? o.model, ctx),
        authorizer: modelFromSpec(o.model, ctx),
      };
      const confirmation = confirmationFor(confirm.data, { ...(o.confirmScript ? { script: o.confirmScript } : {}), interactive: { concurrency: 1 } });
      const protocol = o.protocol.split(',').map((s) => s.trim()).filter(Boolean);
      await loadProtocolModules(protocol);
      const turns = positive('turns', o.turns);
      const handoffs = positive('handoffs', o.handoffs);
      const r = await runTaskDetailed({
        task,
        architecture: o.arch,
        defense: defense.data,
        confirm: confirm.data,
        confirmation,
        authorizer: deterministicAuthorizer(),
        models,
        seed,
        runId: ctx.runId,
        limits: { ...(turns ? { turnsPerAgent: turns } : {}), ...(handoffs ? { handoffsPerRun: handoffs } : {}) },
        protocol,
      });
      const json = JSON.stringify(o.transcripts ? { ...r.trajectory, transcripts: r.transcripts } : r.trajectory, null, 2);
      if (o.out) writeFileSync(o.out, `${json}\n`);
      else process.stdout.write(`${json}\n`);
      process.stderr.write(`${r.trajectory.endReason}: ${r.trajectory.calls.length} calls, ${r.trajectory.handoffs.length} handoffs, trajectory ${r.trajectoryHash.slice(0, 16)}\n`);
    });
}
