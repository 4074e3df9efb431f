import { groupedBars, labelledScatter, type Figure } from './figures.js';
import { ARCH_ORDER, type ReportRow } from './masdrift-tables.js';

const mean = (xs: readonly number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const round = (x: number): number => Math.round(x * 10) / 10;

/** The MasDrift figures: UA and Cmp by depth, the first-loss-hop histogram, and the defense trade-off. */
export async function masdriftFigures(rows: readonly ReportRow[]): Promise<Figure[]> {
  const figs: Figure[] = [];
  const undefended = rows.filter((r) => r.defense === 'none');
  const depthArchs = ['single', 'l1', 'l2', 'l3'].filter((a) => undefended.some((r) => r.architecture === a));
  const depthRows = depthArchs.flatMap((a) => {
    const rs = undefended.filter((r) => r.architecture === a);
    return [
      { architecture: a, metric: 'executed UA %', value: round(mean(rs.map((r) => (r.score.uaExecuted ? 100 : 0)))) },
      { architecture: a, metric: 'Cmp %', value: round(mean(rs.map((r) => (r.score.cmp ? 100 : 0)))) },
    ];
  });
  if (depthRows.length) {
    figs.push(await groupedBars({ id: 'fig-depth', title: 'UA and completion by hierarchy depth (undefended)', rows: depthRows, x: 'architecture', series: 'metric', y: 'value', yTitle: '% of runs', xSort: depthArchs }));
  }

  const hopRows: Array<Record<string, string | number>> = [];
  for (const a of ARCH_ORDER.filter((x) => x !== 'single')) {
    const hops = undefended.filter((r) => r.architecture === a).flatMap((r) => r.score.firstLossHops ?? []);
    if (!hops.length) continue;
    for (const h of [1, 2, 3]) {
      hopRows.push({ architecture: a, hop: h === 3 ? 'hop ≥3' : `hop ${h}`, value: round((100 * hops.filter((x) => (h === 3 ? x >= 3 : x === h)).length) / hops.length) });
    }
  }
  if (hopRows.length) {
    figs.push(await groupedBars({ id: 'fig-loss-hops', title: 'Where constraints were first lost (share of lost constraints)', rows: hopRows, x: 'architecture', series: 'hop', y: 'value', yTitle: '% of lost (run, constraint) pairs', xSort: ARCH_ORDER }));
  }

  const trade: Array<Record<string, string | number>> = [];
  for (const d of ['none', 'source', 'chain']) {
    for (const a of ARCH_ORDER.filter((x) => x !== 'single')) {
      const rs = rows.filter((r) => r.architecture === a && r.defense === d && (d === 'none' || r.confirm === 'auto-approve'));
      if (!rs.length) continue;
      trade.push({ defense: d, architecture: a, label: `${a}`, ua: round(mean(rs.map((r) => (r.score.uaExecuted ? 100 : 0)))), cmp: round(mean(rs.map((r) => (r.score.cmp ? 100 : 0)))) });
    }
  }
  if (trade.length) {
    figs.push(await labelledScatter({ id: 'fig-tradeoff', title: 'Defense trade-off: completion vs executed UA (auto-approve)', rows: trade, x: 'ua', y: 'cmp', xTitle: 'executed UA %', yTitle: 'Cmp %', color: 'defense', label: 'label' }));
  }
  return figs;
}
