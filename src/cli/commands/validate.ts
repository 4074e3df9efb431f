import type { Command } from 'commander';
import { fileKinds } from '../../domain/registry.js';
import { validatePath } from '../../io/validate-files.js';

export function registerValidate(program: Command): void {
  program
    .command('validate')
    .description('Validate task, policy, profile and other fixture files (a file or a whole directory)')
    .argument('<paths...>', 'JSON files or directories to validate')
    .option('--kind <kind>', `treat every file as this kind (${fileKinds().map((k) => k.name).join(', ')})`)
    .option('--quiet', 'print only problems and the summary')
    .action((paths: string[], opts: { kind?: string; quiet?: boolean }) => {
      let bad = 0;
      let total = 0;
      const byKind = new Map<string, number>();
      for (const p of paths) {
        let reports;
        try {
          reports = validatePath(p, opts.kind);
        } catch (e) {
          process.stderr.write(`${p}: ${e instanceof Error ? e.message : String(e)}\n`);
          bad++;
          continue;
        }
        for (const r of reports) {
          total++;
          if (r.problems.length) {
            bad++;
            for (const pr of r.problems) process.stderr.write(`${r.file}: ${pr.path}: ${pr.message}\n`);
          } else {
            byKind.set(r.kind ?? '?', (byKind.get(r.kind ?? '?') ?? 0) + 1);
            if (!opts.quiet) process.stdout.write(`ok  ${r.file} (${r.kind})\n`);
          }
        }
      }
      const kinds = [...byKind.entries()].map(([k, n]) => `${n} ${k}`).join(', ');
      process.stdout.write(`${total - bad} of ${total} files valid${kinds ? ` (${kinds})` : ''}${bad ? `, ${bad} with problems` : ''}\n`);
      process.exitCode = bad ? 1 : 0;
    });
}
