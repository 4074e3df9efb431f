import { usageError } from '../../util/user-error.js';
import type { Command } from 'commander';
import { liveResources, modelSet } from '../../models/config.js';
import { OpenAIChatModel } from '../../models/openai.js';
import { probeModel, probeText } from '../../models/probe.js';
import { parameterValue, profileParameters } from '../../models/sim/profile-docs.js';
import { listProfiles, loadProfile } from '../../models/sim/profile.js';
import { formatModelSpec, parseModelConfig, parseModelSpec } from '../../models/model-spec.js';
import { nonNegativeInt, positiveNumber } from '../options.js';

export function registerModels(program: Command): void {
  const models = program.command('models').description('Model specs and simulated-model profiles');

  models
    .command('profiles')
    .description('List the shipped sim profiles with every parameter of the sections each holds (delegation: MasDrift, reading: Agent Mosaic), its value and what it means')
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
        // Only the sections the profile holds: the suites it can play.
        for (const d of params) {
          const v = parameterValue(p, d);
          if (v !== undefined) process.stdout.write(`  ${d.path.padEnd(45)} ${String(v).padStart(5)}  ${d.description}\n`);
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

  models
    .command('probe')
    .description('Send one tiny tool-calling request to a live endpoint (OPENAI_BASE_URL, OPENAI_API_KEY) and print what came back: tool calls, usage, max tokens, repairs')
    .argument('<spec>', 'openai:<model>[?endpoint=..&tool_format=..&max_tokens=..&temperature=..]')
    .option('--timeout <seconds>', 'seconds before the request is retried', positiveNumber('--timeout'), 60)
    .option('--retries <n>', 'retries after the first attempt', nonNegativeInt('--retries'), 1)
    .option('--json', 'print JSON')
    .action(async (text: string, opts: { timeout: number; retries: number; json?: boolean }) => {
      const spec = parseModelSpec(text);
      if (spec.kind !== 'openai') throw usageError(`models probe: expected openai:<model>, got "${text}" (sim and replay models make no calls; use models check)`);
      const model = new OpenAIChatModel({ ...liveResources({ timeoutMs: Math.round(opts.timeout * 1000), maxRetries: opts.retries, progress: true }), model: spec.model, sampling: spec.sampling, endpoint: spec.endpoint, toolFormat: spec.toolFormat });
      const report = await probeModel(model);
      process.stdout.write(opts.json ? `${JSON.stringify(report, null, 2)}\n` : probeText(report));
      process.exitCode = report.usable ? 0 : 1;
    });
}
