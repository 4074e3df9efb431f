import { groupedBars } from './figures.js';
import { factorLevels, mosaicGroups, mosaicStats } from './mosaic-tables.js';
const round = (x) => (x === null ? null : Math.round(x * 10) / 10);
const parts = (c) => c !== null && typeof c === 'object' ? { value: round(c.est), lo: round(c.lo), hi: round(c.hi) } : { value: typeof c === 'number' ? round(c) : null, lo: null, hi: null };
/** The Agent Mosaic figures: mosaic % by configuration factor, and the full-stack reduction per model configuration and mode. */
export async function mosaicFigures(rows, o) {
    if (rows.length === 0)
        return [];
    const s = mosaicStats(o);
    const groups = mosaicGroups(rows).filter((g) => g.model !== 'pooled');
    const figs = [];
    const levels = factorLevels(rows);
    const factorRows = levels.flatMap(({ factor, level, pick }) => groups.map((g) => ({ level: `${factor}: ${level}`, system: `${g.model} · ${g.mode}`, ...parts(s.rate(g.rows.filter(pick), (r) => r.leaked)) })));
    figs.push(await groupedBars({
        id: 'fig-mosaic-factors',
        title: 'Mosaic % by configuration factor (95% example-clustered CIs)',
        rows: factorRows,
        x: 'level',
        series: 'system',
        y: 'value',
        yTitle: 'mosaic % of answers',
        lo: 'lo',
        hi: 'hi',
        xSort: levels.map((l) => `${l.factor}: ${l.level}`),
    }));
    const stackRows = groups.map((g) => ({ model: g.model, mode: g.mode, ...parts(s.fullStackReduction(g.rows)) })).filter((r) => r.value !== null);
    if (stackRows.length) {
        figs.push(await groupedBars({
            id: 'fig-mosaic-full-stack',
            title: 'Full-stack reduction of mosaic % (neither guard − both guards), per model configuration',
            rows: stackRows,
            x: 'model',
            series: 'mode',
            y: 'value',
            yTitle: 'reduction (percentage points)',
            lo: 'lo',
            hi: 'hi',
        }));
    }
    return figs;
}
