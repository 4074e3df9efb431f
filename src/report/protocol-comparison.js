import { countTokens } from '../models/tokens.js';
import { renderSvg } from './figures.js';
import { NAMED_ARCHITECTURES } from '../../topologies/named.js';
// The report's order of architectures: the registry's named ones, then any other (graph files).
const ARCH_ORDER = NAMED_ARCHITECTURES;
/** The comparison's row of a scored run and its trajectory. */
export function protocolRunRow(id, score, trajectory) {
    let messageTokens = 0;
    for (const h of trajectory.handoffs)
        messageTokens += countTokens(h.message);
    return {
        runId: id.runId,
        taskId: score.taskId,
        arch: score.architecture,
        defense: score.defense,
        protocol: id.protocol,
        ua: score.uaExecuted,
        cmp: score.cmp,
        cl: score.cl,
        od: score.od,
        firstLossHops: score.firstLossHops,
        messages: trajectory.handoffs.length,
        messageTokens,
        tokens: score.tokens.work + score.tokens.defense,
    };
}
const rate = (name, f) => ({ name, pct: true, value: (r) => { const v = f(r); return v === null ? null : v ? 100 : 0; } });
const METRICS = [
    rate('UA', (r) => r.ua),
    rate('Cmp', (r) => r.cmp),
    rate('CL', (r) => r.cl),
    rate('OD', (r) => r.od),
    { name: 'msg tokens', pct: false, value: (r) => r.messageTokens },
    { name: 'tokens', pct: false, value: (r) => r.tokens },
];
const archKey = (a) => (ARCH_ORDER.includes(a) ? ARCH_ORDER.indexOf(a) : ARCH_ORDER.length);
const sortArchs = (xs) => [...new Set(xs)].sort((a, b) => archKey(a) - archKey(b) || a.localeCompare(b));
/** The protocols in the rows, the baseline first, then in order of first appearance. */
function protocolOrder(rows, baseline) {
    const seen = [...new Set(rows.map((r) => r.protocol))];
    return seen.includes(baseline) ? [baseline, ...seen.filter((p) => p !== baseline)] : seen;
}
function meanCell(rows, m, ci) {
    const vals = [];
    const cl = [];
    for (const r of rows) {
        const v = m.value(r);
        if (v === null)
            continue;
        vals.push(v);
        cl.push(r.taskId);
    }
    if (vals.length === 0)
        return null;
    const c = ci(vals, cl);
    return c ?? { est: vals.reduce((a, b) => a + b, 0) / vals.length, lo: null, hi: null };
}
/** The first-loss hop distribution: share (%) of lost constraints first lost at hop 1, 2, 3+. */
function hopShares(rows) {
    const counts = [0, 0, 0];
    let n = 0;
    for (const r of rows)
        for (const h of r.firstLossHops ?? []) {
            counts[Math.min(h, 3) - 1]++;
            n++;
        }
    return n === 0 ? null : [(100 * counts[0]) / n, (100 * counts[1]) / n, (100 * counts[2]) / n];
}
/**
 * The protocol comparison, a pure function of run rows: per defense × architecture × protocol, the
 * executed UA, Cmp, CL (acting agents), OD, message and run tokens with task-clustered intervals,
 * the first-loss hop distribution, and every metric's paired contrast against the baseline protocol
 * over the same tasks (task-clustered paired bootstrap). Runs pair by task (and, with repetitions,
 * are pooled within it); under the simulated model a protocol's runs also share their random draws
 * with the baseline's, so a pair differs only where the protocol acted.
 */
export function protocolComparison(rows, opts) {
    const baseline = opts.baseline ?? 'verbatim';
    const protocols = protocolOrder(rows, baseline);
    const out = [];
    for (const defense of [...new Set(rows.map((r) => r.defense))].sort()) {
        const byDefense = rows.filter((r) => r.defense === defense);
        for (const arch of sortArchs(byDefense.map((r) => r.arch))) {
            const cellRows = byDefense.filter((r) => r.arch === arch);
            for (const protocol of protocols) {
                const rs = cellRows.filter((r) => r.protocol === protocol);
                if (rs.length === 0)
                    continue;
                const values = {};
                for (const m of METRICS)
                    values[m.name] = meanCell(rs, m, opts.ci);
                let deltas = null;
                if (protocol !== baseline && cellRows.some((r) => r.protocol === baseline)) {
                    deltas = {};
                    // Pair over the tasks both protocols ran: a task one of them lacks is left out of the contrast.
                    const tasks = new Set(rs.map((r) => r.taskId));
                    const baseTasks = new Set(cellRows.filter((r) => r.protocol === baseline).map((r) => r.taskId));
                    for (const m of METRICS) {
                        const obs = [];
                        for (const r of cellRows) {
                            if ((r.protocol !== protocol && r.protocol !== baseline) || !tasks.has(r.taskId) || !baseTasks.has(r.taskId))
                                continue;
                            const v = m.value(r);
                            if (v !== null)
                                obs.push({ value: v, cluster: r.taskId, condition: r.protocol });
                        }
                        deltas[m.name] = opts.paired(obs, protocol, baseline);
                    }
                }
                out.push({ defense, arch, protocol, n: rs.length, tasks: new Set(rs.map((r) => r.taskId)).size, values, deltas, firstLossHops: hopShares(rs), messages: rs.reduce((a, r) => a + r.messages, 0) / rs.length });
            }
        }
    }
    return out;
}
/** The comparison as report tables: one per defense. */
export function protocolTables(cells, baseline = 'verbatim') {
    const tables = [];
    for (const defense of [...new Set(cells.map((c) => c.defense))]) {
        const cs = cells.filter((c) => c.defense === defense);
        tables.push({
            id: `protocols-${defense}`,
            title: `Handoff protocols by architecture (defense: ${defense}): rates %, paired Δ vs ${baseline} in pp`,
            note: `UA executed, Cmp, CL (constraint lost before an acting agent), OD; msgs and msg tokens: handoff messages delivered per run and their tokens; tokens: work + defense tokens per run. ` +
                `Brackets: 95% task-clustered bootstrap intervals; Δ columns: protocol − ${baseline} over the same tasks, paired task-clustered bootstrap. ` +
                'first loss: share of lost constraints first lost at hop 1 / 2 / 3+.',
            columns: ['architecture', 'protocol', 'n', 'UA', 'Cmp', 'CL', 'OD', `ΔUA`, `ΔCmp`, `ΔCL`, `ΔOD`, 'first loss 1/2/3+', 'msgs', 'msg tokens', 'Δmsg tokens', 'tokens', 'Δtokens'],
            rows: cs.map((c) => [
                c.arch,
                c.protocol,
                c.n,
                c.values['UA'] ?? null,
                c.values['Cmp'] ?? null,
                c.values['CL'] ?? null,
                c.values['OD'] ?? null,
                c.deltas?.['UA'] ?? null,
                c.deltas?.['Cmp'] ?? null,
                c.deltas?.['CL'] ?? null,
                c.deltas?.['OD'] ?? null,
                c.firstLossHops ? c.firstLossHops.map((x) => x.toFixed(0)).join(' / ') : null,
                Math.round(c.messages * 10) / 10,
                c.values['msg tokens'] ?? null,
                c.deltas?.['msg tokens'] ?? null,
                c.values['tokens'] ?? null,
                c.deltas?.['tokens'] ?? null,
            ]),
        });
    }
    return tables;
}
/** Figures: each protocol's paired ΔUA / ΔCmp / ΔCL vs the baseline by architecture, with error bars. */
export async function protocolFigures(cells, baseline = 'verbatim') {
    const figs = [];
    for (const defense of [...new Set(cells.map((c) => c.defense))]) {
        for (const metric of ['UA', 'Cmp', 'CL']) {
            const rows = cells
                .filter((c) => c.defense === defense && c.deltas && c.deltas[metric])
                .map((c) => ({ architecture: c.arch, protocol: c.protocol, delta: c.deltas?.[metric]?.est ?? null, lo: c.deltas?.[metric]?.lo ?? null, hi: c.deltas?.[metric]?.hi ?? null }));
            if (rows.length === 0)
                continue;
            figs.push(await diffBars({ id: `protocols-${defense}-d${metric.toLowerCase()}`, title: `Δ${metric} vs ${baseline} (pp, paired 95% CI), defense ${defense}`, rows }));
        }
    }
    return figs;
}
/** Bars of signed differences (they may be negative, unlike groupedBars' rates) with CI whiskers and a zero rule. */
async function diffBars(o) {
    const nums = o.rows.flatMap((r) => [r['delta'], r['lo'], r['hi']]).filter((v) => typeof v === 'number');
    const lo = Math.min(0, ...nums);
    const hi = Math.max(0, ...nums);
    const pad = Math.max(1, (hi - lo) * 0.05);
    const y = { type: 'quantitative', scale: { domain: [lo - pad, hi + pad], nice: false } };
    const enc = { x: { field: 'architecture', type: 'nominal', sort: ARCH_ORDER, title: null }, xOffset: { field: 'protocol', type: 'nominal' } };
    const spec = {
        width: 480,
        height: 260,
        background: 'white',
        config: { font: 'sans-serif', axis: { labelFontSize: 11, titleFontSize: 12 } },
        title: o.title,
        data: { values: o.rows },
        layer: [
            { mark: { type: 'bar' }, encoding: { ...enc, color: { field: 'protocol', type: 'nominal', title: 'protocol' }, y: { ...y, field: 'delta', title: 'Δ pp' } } },
            { mark: { type: 'rule', color: '#333' }, encoding: { ...enc, y: { ...y, field: 'lo' }, y2: { field: 'hi' } } },
            { data: { values: [{ zero: 0 }] }, mark: { type: 'rule', color: '#999' }, encoding: { y: { ...y, field: 'zero' } } },
        ],
    };
    return { id: o.id, title: o.title, rows: o.rows, svg: await renderSvg(spec) };
}
/** The whole comparison as a report (Markdown, JSON and HTML through renderReport). */
export async function protocolReport(rows, opts) {
    const baseline = opts.baseline ?? 'verbatim';
    const cells = protocolComparison(rows, opts);
    return {
        title: 'masdrift protocol comparison',
        meta: [
            ['runs', String(rows.length)],
            ['baseline', baseline],
            ['protocols', [...new Set(rows.map((r) => r.protocol))].join(', ')],
            ['intervals', `95% percentile bootstrap${opts.resamples ? `, ${opts.resamples} resamples` : ''} clustered by task; protocol − ${baseline} contrasts paired by task`],
        ],
        sections: [{ title: 'Protocols', tables: protocolTables(cells, baseline), figures: await protocolFigures(cells, baseline) }],
    };
}
