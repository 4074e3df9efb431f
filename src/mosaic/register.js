import { registerSuiteStats } from '../suite/stats.js';
import './kinds.js';
import { defaultMosaicDir, formatMosaicSuiteStats, loadMosaicSuite, mosaicSuiteStats } from './suite.js';
/**
 * Importing this module plugs the mosaic suite into the CLI: its file kinds (validate, schema) and
 * `masdrift suite stats --suite mosaic`.
 */
registerSuiteStats('mosaic', {
    description: 'The Agent Mosaic composite-leakage suite',
    defaultDir: defaultMosaicDir(),
    compute: (dir) => {
        const s = mosaicSuiteStats(loadMosaicSuite(dir));
        const checks = [
            { name: 'examples', ok: s.examples === 30, value: s.examples, target: 30 },
            ...Object.entries(s.byDomain).map(([d, n]) => ({ name: `${d} examples`, ok: n === 10, value: n, target: 10 })),
        ];
        const text = [formatMosaicSuiteStats(s), '  checks:', ...checks.map((c) => `    ${c.ok ? 'ok ' : 'BAD'} ${c.name}: ${c.value} (target ${c.target})`)].join('\n');
        return { json: { ...s, checks }, text, ok: checks.every((c) => c.ok) };
    },
});
