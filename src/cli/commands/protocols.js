import { SHIPPED_PROTOCOLS } from '../../../topologies/protocols/index.js';
import { PROTOCOL_EXPORT } from '../../runtime/protocol-module.js';
/** Wrap a paragraph at `width` columns, indented. */
function wrap(text, indent, width = 100) {
    const lines = [];
    let line = '';
    for (const w of text.split(/\s+/)) {
        if (line && indent.length + line.length + 1 + w.length > width) {
            lines.push(indent + line);
            line = w;
        }
        else
            line = line ? `${line} ${w}` : w;
    }
    if (line)
        lines.push(indent + line);
    return lines.join('\n');
}
export function registerProtocols(program) {
    program
        .command('protocols')
        .description('List the shipped handoff protocols: what each models, which framework behaves this way, what it costs')
        .option('--json', 'print JSON')
        .addHelpText('after', `\nA protocol of your own is a module file whose ${PROTOCOL_EXPORT} export is (ctx) => operator, an RxJS operator over handoff envelopes\n` +
        "(one envelope out per envelope in, in order; map and concatMap come from 'masdrift'). Pass its path wherever a protocol name goes:\n" +
        '  masdrift run-one --task t.json --arch l2 --protocol ./my-protocol.mjs')
        .action((opts) => {
        const rows = SHIPPED_PROTOCOLS.map(({ name, rewrites, models, framework, cost }) => ({ name, rewrites, models, framework, cost }));
        if (opts.json) {
            process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
            return;
        }
        for (const p of rows) {
            process.stdout.write(`${p.name}  (rewrites ${p.rewrites})\n`);
            process.stdout.write(`${wrap(`${p.models} Framework: ${p.framework} Cost: ${p.cost}`, '  ')}\n\n`);
        }
        process.stdout.write(`Your own: --protocol ./file.mjs (its ${PROTOCOL_EXPORT} export: (ctx) => operator; see masdrift protocols --help).\n`);
    });
}
