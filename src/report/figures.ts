import * as vega from 'vega';
import * as vl from 'vega-lite';

/** A figure: its title, the data rows it draws (kept beside the SVG so a reader or a test can check it), and the SVG. */
export interface Figure {
  id: string;
  title: string;
  rows: Array<Record<string, string | number | null>>;
  svg: string;
}

type Row = Record<string, string | number | null>;

/** Render a Vega-Lite spec to an SVG string, headless (no canvas, no DOM). */
export async function renderSvg(spec: vl.TopLevelSpec): Promise<string> {
  const compiled = vl.compile(spec).spec;
  const view = new vega.View(vega.parse(compiled), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

const base = { width: 420, height: 240, background: 'white', config: { font: 'sans-serif', axis: { labelFontSize: 11, titleFontSize: 12 } } } as const;

/** Grouped bars: one bar per row, x = category, color = series, y = value (with optional CI whiskers). */
export async function groupedBars(o: {
  id: string;
  title: string;
  rows: Row[];
  x: string;
  series: string;
  y: string;
  yTitle: string;
  lo?: string;
  hi?: string;
  xSort?: string[];
}): Promise<Figure> {
  const layers: vl.TopLevelSpec[] = [];
  const enc = {
    x: { field: o.x, type: 'nominal', sort: o.xSort ?? null, title: null },
    xOffset: { field: o.series, type: 'nominal' },
    color: { field: o.series, type: 'nominal', title: o.series },
  };
  const spec = {
    ...base,
    title: o.title,
    data: { values: o.rows },
    layer: [
      { mark: { type: 'bar' }, encoding: { ...enc, y: { field: o.y, type: 'quantitative', title: o.yTitle } } },
      ...(o.lo && o.hi
        ? [{ mark: { type: 'rule', color: '#333' }, encoding: { ...enc, color: { value: '#333' }, y: { field: o.lo, type: 'quantitative' }, y2: { field: o.hi } } }]
        : []),
    ],
  } as unknown as vl.TopLevelSpec;
  layers.push(spec);
  return { id: o.id, title: o.title, rows: o.rows, svg: await renderSvg(spec) };
}

/** A scatter with labelled points: e.g. the defense trade-off (completion vs unauthorized actions). */
export async function labelledScatter(o: { id: string; title: string; rows: Row[]; x: string; y: string; xTitle: string; yTitle: string; color: string; label: string }): Promise<Figure> {
  const spec = {
    ...base,
    title: o.title,
    data: { values: o.rows },
    layer: [
      { mark: { type: 'point', filled: true, size: 80 }, encoding: { x: { field: o.x, type: 'quantitative', title: o.xTitle }, y: { field: o.y, type: 'quantitative', title: o.yTitle }, color: { field: o.color, type: 'nominal' } } },
      { mark: { type: 'text', dx: 6, align: 'left', fontSize: 10 }, encoding: { x: { field: o.x, type: 'quantitative' }, y: { field: o.y, type: 'quantitative' }, text: { field: o.label } } },
    ],
  } as unknown as vl.TopLevelSpec;
  return { id: o.id, title: o.title, rows: o.rows, svg: await renderSvg(spec) };
}
