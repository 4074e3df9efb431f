import type { Command } from 'commander';
import { modelSet } from '../../models/config.js';
import { profileParameters } from '../../models/sim/profile-docs.js';
import { listProfiles, loadProfile } from '../../models/sim/profile.js';
import { formatModelSpec, parseModelConfig } from '../model-spec.js';

export function registerModels(program: Command): void {
  const models = program.command('models').description('Model specs and simulated-model profiles');

  models
    .command('profiles')
    .description('List the shipped sim profiles with every parameter, its value and what it means')
    .argument('[names...]', 'profiles to show (default: all)')
    .option('--json', 'print JSON')
    .action((names: string[], opts: { json?: boolean }) => {
      const chosen = names.length > 0 ? names : listProfiles();
      const params = profileParameters();
      const rows = chosen.map((n) => loadProfile(n));
      if (opts.json) {
        process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
        return;
      }
      for (const p of rows) {
        process.stdout.write(`sim:${p.profile} — ${p.description}\n`);
        for (const d of params) {
          const group = (p as unknown as Record<string, Record<string, number>>)[d.group];
          process.stdout.write(`  ${`${d.group}.${d.name}`.padEnd(34)} ${String(group?.[d.name]).padStart(5)}  ${d.description}\n`);
        }
        process.stdout.write('\n');
      }
    });

  models
    .command('check')
    .description('Parse model specs and build their models (no calls are made): fails early on a bad spec, missing key, profile or cassette')
    .argument('<specs...>', 'sim:<profile> | openai:<model>[?k=v&..] | replay:<cassette or folder> | lead=<spec>+executor=<spec>')
    .action((specs: string[]) => {
      let bad = 0;
      for (const s of specs) {
        try {
          const c = parseModelConfig(s);
          modelSet(c).close();
          process.stdout.write(`ok  ${c.label}\n    lead (entry agent): ${formatModelSpec(c.lead)}\n    executors:          ${formatModelSpec(c.executor)}\n    authorizer:         ${formatModelSpec(c.lead)}\n`);
        } catch (e) {
          bad++;
          process.stderr.write(`${s}: ${e instanceof Error ? e.message : String(e)}\n`);
        }
      }
      process.exitCode = bad ? 1 : 0;
    });
}
