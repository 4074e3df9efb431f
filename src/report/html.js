import { escapeHtml, toHtml } from './table.js';
const STYLE = `
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:1100px;color:#1b1b1b;line-height:1.45}
h1{font-size:1.6rem}h2{margin-top:2.2rem;border-bottom:1px solid #ddd}h3{font-size:1.05rem;margin-top:1.6rem}
table{border-collapse:collapse;font-size:.85rem;margin:.4rem 0}td,th{border:1px solid #ddd;padding:.25rem .5rem;text-align:right}
th{background:#f4f4f4}td.k{text-align:left;font-weight:600}.note{color:#555;font-size:.85rem}
figure{margin:1rem 0}figcaption{font-size:.85rem;color:#444}.meta{color:#555;font-size:.85rem}
.runs{font-size:.7rem;vertical-align:super}.runs a{color:#36c;text-decoration:none;margin-left:.1rem}
`;
/** One self-contained HTML page (inline SVG, inline data, no external requests): opens offline. */
export function reportHtml(o) {
    const meta = o.meta.map(([k, v]) => `<div><b>${escapeHtml(k)}:</b> ${escapeHtml(v)}</div>`).join('');
    const sections = o.sections
        .map((s) => `<h2>${escapeHtml(s.title)}</h2>` +
        s.figures
            .map((f) => `<figure class="chart" id="${escapeHtml(f.id)}">${f.svg}<figcaption>${escapeHtml(f.title)}</figcaption>` +
            `<script type="application/json" class="chart-data">${JSON.stringify(f.rows).replace(/</g, '\\u003c')}</script></figure>`)
            .join('\n') +
        s.tables.map(toHtml).join('\n'))
        .join('\n');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(o.title)}</title><style>${STYLE}</style></head><body><h1>${escapeHtml(o.title)}</h1><div class="meta">${meta}</div>${sections}</body></html>\n`;
}
