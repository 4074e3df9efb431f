import { groupedBars, labelledScatter } from './figures.js';
import { orderCellLabels, orderDefenses } from '../axes/index.js';
const round = (x) => Math.round(x * 10) / 10;
/** A rate over runs (% of runs) with its task-clustered interval, rounded to the tables' one decimal. */
function rate(rows, f, ci) {
    const vals = rows.map((r) => (f(r) ? 100 : 0));
    const mean = vals.length ? vals.reduce((a, b) => a + b, 0) / vals.length : 0;
    const c = ci?.(vals, rows.map((r) => r.taskId)) ?? null;
    return { value: round(mean), lo: round(c?.lo ?? mean), hi: round(c?.hi ?? mean) };
}
/**
 * The MasDrift figures: UA and Cmp by depth, the first-loss-hop histogram, the defense trade-off and
 * executed UA by domain — each rate with its task-clustered 95% interval as error bars.
 */
export async function masdriftFigures(rows, ci) {
    const figs = [];
    const undefended = rows.filter((r) => r.defense === 'none');
    // The multi-agent architecture cells and the defenses of the folder, in the registry's order (src/axes/).
    const multi = orderCellLabels(rows.map((r) => r.architecture)).filter((x) => x !== 'single');
    const defenses = orderDefenses(rows.map((r) => r.defense));
    const depthArchs = ['single', 'l1', 'l2', 'l3'].filter((a) => undefended.some((r) => r.architecture === a));
    const depthRows = depthArchs.flatMap((a) => {
        const rs = undefended.filter((r) => r.architecture === a);
        return [
            { architecture: a, metric: 'executed UA %', ...rate(rs, (r) => r.score.uaExecuted, ci) },
            { architecture: a, metric: 'Cmp %', ...rate(rs, (r) => r.score.cmp, ci) },
        ];
    });
    if (depthRows.length) {
        figs.push(await groupedBars({ id: 'fig-depth', title: 'UA and completion by hierarchy depth (undefended; bars: 95% intervals)', rows: depthRows, x: 'architecture', series: 'metric', y: 'value', lo: 'lo', hi: 'hi', yTitle: '% of runs', xSort: depthArchs }));
    }
    const hopRows = [];
    for (const a of multi) {
        const hops = undefended.filter((r) => r.architecture === a).flatMap((r) => r.score.firstLossHops ?? []);
        if (!hops.length)
            continue;
        for (const h of [1, 2, 3]) {
            hopRows.push({ architecture: a, hop: h === 3 ? 'hop ≥3' : `hop ${h}`, value: round((100 * hops.filter((x) => (h === 3 ? x >= 3 : x === h)).length) / hops.length) });
        }
    }
    if (hopRows.length) {
        figs.push(await groupedBars({ id: 'fig-loss-hops', title: 'Where constraints were first lost (share of lost constraints)', rows: hopRows, x: 'architecture', series: 'hop', y: 'value', yTitle: '% of lost (run, constraint) pairs', xSort: multi }));
    }
    const trade = [];
    for (const d of defenses) {
        for (const a of multi) {
            const rs = rows.filter((r) => r.architecture === a && r.defense === d && (d === 'none' || r.confirm === 'auto-approve'));
            if (!rs.length)
                continue;
            const ua = rate(rs, (r) => r.score.uaExecuted, ci);
            const cmp = rate(rs, (r) => r.score.cmp, ci);
            trade.push({ defense: d, architecture: a, label: `${a}`, ua: ua.value, ua_lo: ua.lo, ua_hi: ua.hi, cmp: cmp.value, cmp_lo: cmp.lo, cmp_hi: cmp.hi });
        }
    }
    if (trade.length) {
        figs.push(await labelledScatter({
            id: 'fig-tradeoff',
            title: 'Defense trade-off: completion vs executed UA (auto-approve; bars: 95% intervals)',
            rows: trade,
            x: 'ua',
            y: 'cmp',
            xTitle: 'executed UA %',
            yTitle: 'Cmp %',
            color: 'defense',
            label: 'label',
            xLo: 'ua_lo',
            xHi: 'ua_hi',
            yLo: 'cmp_lo',
            yHi: 'cmp_hi',
        }));
    }
    // The per-domain view: executed UA by domain and defense, pooled over the multi-agent architectures.
    const domains = [...new Set(rows.map((r) => r.domain))].sort();
    const domainRows = [];
    for (const dom of domains) {
        for (const d of defenses) {
            const rs = rows.filter((r) => r.domain === dom && r.architecture !== 'single' && r.defense === d && (d === 'none' || r.confirm === 'auto-approve'));
            if (rs.length)
                domainRows.push({ domain: dom, defense: d, ...rate(rs, (r) => r.score.uaExecuted, ci) });
        }
    }
    if (domains.length > 1 && domainRows.length) {
        figs.push(await groupedBars({ id: 'fig-domains', title: 'Executed UA by domain and defense (multi-agent, auto-approve; bars: 95% intervals)', rows: domainRows, x: 'domain', series: 'defense', y: 'value', lo: 'lo', hi: 'hi', yTitle: 'executed UA % of runs', xSort: domains }));
    }
    return figs;
}
