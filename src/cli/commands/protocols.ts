import type { Command } from 'commander';
import { SHIPPED_PROTOCOLS } from '../../../topologies/protocols/index.js';
import { PROTOCOL_EXPORT } from '../../runtime/protocol-module.js';

/** Wrap a paragraph at `width` columns, indented. */
function wrap(text: string, indent: string, width = 100): string {
  const lines: string[] = [];
  let line = '';
  for (const w of text.split(/\s+/)) {
    if (line && indent.length + line.length + 1 + w.length > width) {
      lines.push(indent + line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(indent + line);
  return lines.join('\n');
}

export function registerProtocols(program: Command): void {
  program
    .command('protocols')
    .description('List the shipped handoff protocols: what each models, which framework behaves this way, what it costs')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      `\nA protocol of your own is a module file whose ${PROTOCOL_EXPORT} export is (ctx) => operator, an RxJS operator over handoff envelopes\n` +
        "(one envelope out per envelope in, in order; map and concatMap come from 'masdrift'). Pass its path wherever a protocol name goes:\n" +
        '  masdrift run-one --task t.json --arch l2 --protocol ./my-protocol.mjs\n' +
        'A multi-message protocol is an XState edge machine driven by runExchange (from \'masdrift\'), its turns asked through ctx.ask,\n' +
        'within a declared round bound (a protocol that exceeds it fails the run, naming it); a typed handoff sets the variant\'s typedHandoff.',
    )
    .action((opts: { json?: boolean }) => {
      const rows = SHIPPED_PROTOCOLS.map(({ name, rewrites, rounds, variant, models, framework, cost }) => ({
        name,
        rewrites,
        // How the protocol works on an edge: one rewrite per handoff, an exchange of messages within a round bound, or typed handoff fields.
        shape: rounds !== undefined ? 'exchange' : variant.typedHandoff ? 'typed handoff' : 'stream rewrite',
        ...(rounds !== undefined ? { rounds } : {}),
        models,
        framework,
        cost,
      }));
      if (opts.json) {
        process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
        return;
      }
      for (const p of rows) {
        process.stdout.write(`${p.name}  (${p.shape}${p.rounds !== undefined ? ` of at most ${p.rounds} rounds` : ''}; rewrites ${p.rewrites})\n`);
        process.stdout.write(`${wrap(`${p.models} Framework: ${p.framework} Cost: ${p.cost}`, '  ')}\n\n`);
      }
      process.stdout.write(`Your own: --protocol ./file.mjs (its ${PROTOCOL_EXPORT} export: (ctx) => operator; see masdrift protocols --help).\n`);
    });
}
