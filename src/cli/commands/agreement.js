import { readFileSync } from 'node:fs';
import { agreementTable, formatAgreementTable, parseLabels } from '../../scoring/stats/labels.js';
export function registerAgreement(program) {
    program
        .command('agreement')
        .description('Judge vs reference labels per metric: n, accuracy, precision, recall, F1, Cohen κ (plus Fleiss κ and Krippendorff α across annotators)')
        .requiredOption('--labels <file>', 'JSON array or CSV of {metric, item, reference, judge, annotators?} rows')
        .option('--json', 'print the numbers as JSON instead of a table')
        .action((opts) => {
        let text;
        try {
            text = readFileSync(opts.labels, 'utf8');
        }
        catch (e) {
            process.stderr.write(`cannot read ${opts.labels}: ${e instanceof Error ? e.message : String(e)}\n`);
            process.exitCode = 1;
            return;
        }
        try {
            const lines = agreementTable(parseLabels(text, opts.labels));
            process.stdout.write(opts.json ? `${JSON.stringify(lines, null, 2)}\n` : `${formatAgreementTable(lines)}\n`);
        }
        catch (e) {
            process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
            process.exitCode = 1;
        }
    });
}
