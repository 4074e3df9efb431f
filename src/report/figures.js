import * as vega from 'vega';
import * as vl from 'vega-lite';
/** Render a Vega-Lite spec to an SVG string, headless (no canvas, no DOM). */
export async function renderSvg(spec) {
    const compiled = vl.compile(spec).spec;
    const view = new vega.View(vega.parse(compiled), { renderer: 'none' });
    try {
        return await view.toSVG();
    }
    finally {
        view.finalize();
    }
}
const base = { width: 420, height: 240, background: 'white', config: { font: 'sans-serif', axis: { labelFontSize: 11, titleFontSize: 12 } } };
/** Grouped bars: one bar per row, x = category, color = series, y = value (with optional CI whiskers). */
export async function groupedBars(o) {
    const layers = [];
    const enc = {
        x: { field: o.x, type: 'nominal', sort: o.xSort ?? null, title: null },
        xOffset: { field: o.series, type: 'nominal' },
        color: { field: o.series, type: 'nominal', title: o.series },
    };
    // Bars start at zero; the top is fitted to the tallest bar or interval (percentages stay ≤ 100).
    const top = Math.max(0, ...o.rows.flatMap((r) => [r[o.y], o.hi ? r[o.hi] : null]).filter((v) => typeof v === 'number'));
    const yScale = { domain: [0, fittedDomain([0, top])[1]], nice: false };
    const spec = {
        ...base,
        title: o.title,
        data: { values: o.rows },
        layer: [
            { mark: { type: 'bar' }, encoding: { ...enc, y: { field: o.y, type: 'quantitative', title: o.yTitle, scale: yScale } } },
            ...(o.lo && o.hi
                ? [{ mark: { type: 'rule', color: '#333' }, encoding: { ...enc, color: { value: '#333' }, y: { field: o.lo, type: 'quantitative', scale: yScale }, y2: { field: o.hi } } }]
                : []),
        ],
    };
    layers.push(spec);
    return { id: o.id, title: o.title, rows: o.rows, svg: await renderSvg(spec) };
}
/** A [lo, hi] axis domain fitted to the values (with a margin), kept inside [floor, ceil]. */
export function fittedDomain(values, floor = 0, ceil = 100) {
    const xs = values.filter((v) => Number.isFinite(v));
    if (xs.length === 0)
        return [floor, ceil];
    let lo = Math.min(...xs);
    let hi = Math.max(...xs);
    const span = Math.max(hi - lo, (ceil - floor) / 20);
    lo = Math.max(floor, lo - span * 0.12);
    hi = Math.min(ceil, hi + span * 0.12);
    // Round outwards to a readable step.
    const step = hi - lo > 40 ? 10 : hi - lo > 10 ? 5 : 1;
    return [Math.max(floor, Math.floor(lo / step) * step), Math.min(ceil, Math.ceil(hi / step) * step)];
}
/**
 * Place point labels so they do not overlap each other or the points: greedy, in reading order,
 * each label at the first free spot of a ring of candidates around its point (further rings when
 * the near ones are taken), in pixels of a width × height plot with the given domains. Labels of
 * the same text at the same point are one label.
 */
export function placeLabels(points, dom, size = { width: base.width, height: base.height }, fontSize = 10) {
    const px = (x) => ((x - dom.x[0]) / (dom.x[1] - dom.x[0] || 1)) * size.width;
    const py = (y) => size.height - ((y - dom.y[0]) / (dom.y[1] - dom.y[0] || 1)) * size.height;
    const dx = (p) => (p / size.width) * (dom.x[1] - dom.x[0]);
    const dy = (p) => -(p / size.height) * (dom.y[1] - dom.y[0]);
    const taken = points.map((p) => ({ x0: px(p.x) - 5, y0: py(p.y) - 5, x1: px(p.x) + 5, y1: py(p.y) + 5 }));
    const overlaps = (b) => taken.some((t) => b.x0 < t.x1 && t.x0 < b.x1 && b.y0 < t.y1 && t.y0 < b.y1);
    const inside = (b) => b.x0 >= -2 && b.y0 >= -2 && b.x1 <= size.width + 40 && b.y1 <= size.height + 2;
    const seen = new Set();
    const out = [];
    const order = [...points].sort((a, b) => b.y - a.y || a.x - b.x || a.text.localeCompare(b.text));
    for (const p of order) {
        const key = `${p.text}\u0000${px(p.x).toFixed(0)}\u0000${py(p.y).toFixed(0)}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        const w = p.text.length * fontSize * 0.6 + 2;
        const h = fontSize + 2;
        let best = null;
        for (let ring = 1; ring <= 6 && !best; ring++) {
            const r = 7 * ring;
            for (const [ox, oy] of [[r, 0], [-r - w, 0], [-w / 2, -r - h / 2], [-w / 2, r + h / 2], [r, -r], [r, r], [-r - w, -r], [-r - w, r]]) {
                const cx = px(p.x) + ox;
                const cy = py(p.y) + oy;
                const box = { x0: cx, y0: cy - h / 2, x1: cx + w, y1: cy + h / 2 };
                if (!overlaps(box) && inside(box)) {
                    best = { box, ox, oy };
                    break;
                }
            }
        }
        const chosen = best ?? { box: { x0: px(p.x) + 7, y0: py(p.y) - h / 2, x1: px(p.x) + 7 + w, y1: py(p.y) + h / 2 }, ox: 7, oy: 0 };
        taken.push(chosen.box);
        out.push({ text: p.text, group: p.group ?? '', x: p.x, y: p.y, tx: p.x + dx(chosen.ox), ty: p.y + dy(chosen.oy), moved: Math.abs(chosen.ox) > 7 || chosen.oy !== 0 });
    }
    return out;
}
/**
 * A scatter with labelled points: e.g. the defense trade-off (completion vs unauthorized actions).
 * Axes are fitted to the data (and the intervals), each point may carry interval bars on both axes,
 * and the labels are placed so they do not overlap (a thin leader line joins a moved label to its point).
 */
export async function labelledScatter(o) {
    const num = (r, k) => (k && typeof r[k] === 'number' ? [r[k]] : []);
    const xDom = fittedDomain(o.rows.flatMap((r) => [...num(r, o.x), ...num(r, o.xLo), ...num(r, o.xHi)]));
    const yDom = fittedDomain(o.rows.flatMap((r) => [...num(r, o.y), ...num(r, o.yLo), ...num(r, o.yHi)]));
    const placed = placeLabels(o.rows.map((r) => ({ x: Number(r[o.x]), y: Number(r[o.y]), text: String(r[o.label]), group: String(r[o.color]) })), { x: xDom, y: yDom });
    const xs = { type: 'quantitative', scale: { domain: xDom, nice: false, zero: false } };
    const ys = { type: 'quantitative', scale: { domain: yDom, nice: false, zero: false } };
    const color = { field: o.color, type: 'nominal' };
    const spec = {
        ...base,
        title: o.title,
        layer: [
            ...(o.xLo && o.xHi ? [{ data: { values: o.rows }, mark: { type: 'rule', opacity: 0.6 }, encoding: { x: { field: o.xLo, ...xs, title: o.xTitle }, x2: { field: o.xHi }, y: { field: o.y, ...ys }, color } }] : []),
            ...(o.yLo && o.yHi ? [{ data: { values: o.rows }, mark: { type: 'rule', opacity: 0.6 }, encoding: { y: { field: o.yLo, ...ys, title: o.yTitle }, y2: { field: o.yHi }, x: { field: o.x, ...xs }, color } }] : []),
            { data: { values: o.rows }, mark: { type: 'point', filled: true, size: 80 }, encoding: { x: { field: o.x, ...xs, title: o.xTitle }, y: { field: o.y, ...ys, title: o.yTitle }, color } },
            { data: { values: placed.filter((l) => l.moved) }, mark: { type: 'rule', color: '#999', strokeWidth: 0.5 }, encoding: { x: { field: 'x', ...xs }, y: { field: 'y', ...ys }, x2: { field: 'tx' }, y2: { field: 'ty' } } },
            { data: { values: placed }, mark: { type: 'text', align: 'left', baseline: 'middle', fontSize: 10 }, encoding: { x: { field: 'tx', ...xs }, y: { field: 'ty', ...ys }, text: { field: 'text' }, color: { field: 'group', type: 'nominal', legend: null } } },
        ],
    };
    return { id: o.id, title: o.title, rows: o.rows, svg: await renderSvg(spec) };
}
