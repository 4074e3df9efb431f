import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { reportHtml } from './html.js';
import { toCsv, toMarkdown } from './table.js';
/** Write a file atomically (temp file + rename), so a crash never leaves half a report. */
export function writeAtomic(path, content) {
    mkdirSync(dirname(path), { recursive: true });
    const tmp = `${path}.tmp-${process.pid}`;
    writeFileSync(tmp, content);
    renameSync(tmp, path);
}
/**
 * Render a built report. md and json return text for stdout; csv and html write files under
 * `dir` and return a line naming them.
 */
export function renderReport(r, format, dir) {
    const tables = r.sections.flatMap((s) => s.tables);
    switch (format) {
        case 'md':
            return `# ${r.title}\n\n${r.meta.map(([k, v]) => `- **${k}**: ${v}`).join('\n')}\n\n${tables.map(toMarkdown).join('\n')}`;
        case 'json':
            return `${JSON.stringify({ title: r.title, meta: Object.fromEntries(r.meta), tables, figures: r.sections.flatMap((s) => s.figures.map((f) => ({ id: f.id, title: f.title, rows: f.rows }))) }, null, 2)}\n`;
        case 'csv': {
            const out = join(dir, 'report-csv');
            for (const t of tables)
                writeAtomic(join(out, `${t.id}.csv`), toCsv(t));
            return `wrote ${tables.length} CSV tables to ${out}\n`;
        }
        case 'html': {
            const file = join(dir, 'report.html');
            for (const p of r.pages ?? [])
                writeAtomic(join(dir, p.path), p.html);
            writeAtomic(file, reportHtml(r));
            return `wrote ${file}${r.pages?.length ? ` and ${r.pages.length} example runs' pages (runs/)` : ''}\n`;
        }
    }
}
