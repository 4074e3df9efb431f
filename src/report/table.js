const fmt = (v, digits = 1) => (v === null || Number.isNaN(v) ? '–' : v.toFixed(digits));
/** Human rendering of a cell: estimates with a CI read "12.3 [8.1, 16.0]". */
export function cellText(c) {
    if (c === null)
        return '–';
    if (typeof c === 'number')
        return Number.isInteger(c) ? String(c) : fmt(c, 2);
    if (typeof c === 'string')
        return c;
    if (c.lo === null || c.hi === null)
        return fmt(c.est);
    return `${fmt(c.est)} [${fmt(c.lo)}, ${fmt(c.hi)}]`;
}
export function toMarkdown(t) {
    const head = `| ${t.columns.join(' | ')} |\n|${t.columns.map(() => '---').join('|')}|`;
    const body = t.rows.map((r) => `| ${r.map(cellText).join(' | ')} |`).join('\n');
    return `### ${t.title}\n${t.note ? `\n${t.note}\n` : ''}\n${head}\n${body}\n`;
}
const csvQuote = (s) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
/** CSV keeps estimates and interval bounds in separate columns so they stay machine-readable. */
export function toCsv(t) {
    const cols = [];
    t.columns.forEach((c, i) => {
        const hasCi = t.rows.some((r) => { const v = r[i]; return v !== null && typeof v === 'object'; });
        cols.push(c);
        if (hasCi)
            cols.push(`${c} lo`, `${c} hi`);
    });
    const lines = [cols.map(csvQuote).join(',')];
    for (const r of t.rows) {
        const out = [];
        t.columns.forEach((_, i) => {
            const v = r[i] ?? null;
            const hasCi = t.rows.some((rr) => { const x = rr[i]; return x !== null && typeof x === 'object'; });
            if (hasCi) {
                const o = v !== null && typeof v === 'object' ? v : { est: typeof v === 'number' ? v : null, lo: null, hi: null };
                out.push(fmtCsv(o.est), fmtCsv(o.lo), fmtCsv(o.hi));
            }
            else
                out.push(csvQuote(v === null ? '' : String(v)));
        });
        lines.push(out.join(','));
    }
    return `${lines.join('\n')}\n`;
}
const fmtCsv = (v) => (v === null ? '' : String(Math.round(v * 1000) / 1000));
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export function toHtml(t) {
    const head = `<tr>${t.columns.map((c) => `<th>${esc(c)}</th>`).join('')}</tr>`;
    const runs = (ids) => ids?.length ? ` <span class="runs">${ids.map((id, k) => `<a href="runs/${esc(id)}.html" title="run ${esc(id)}">${k + 1}</a>`).join(' ')}</span>` : '';
    const body = t.rows.map((r, ri) => `<tr>${r.map((c, i) => `<td${i === 0 ? ' class="k"' : ''}>${esc(cellText(c))}${runs(t.links?.[ri]?.[i])}</td>`).join('')}</tr>`).join('\n');
    return `<section class="table" id="${esc(t.id)}"><h3>${esc(t.title)}</h3>${t.note ? `<p class="note">${esc(t.note)}</p>` : ''}<table><thead>${head}</thead><tbody>${body}</tbody></table></section>`;
}
export { esc as escapeHtml };
