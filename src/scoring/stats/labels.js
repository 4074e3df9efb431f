import { z } from 'zod';
import { binaryAgreement, fleissKappaFromLabels, krippendorffAlphaNominal } from './agreement.js';
const Bool = z.union([z.boolean(), z.number(), z.string()]);
const RawRowSchema = z
    .object({
    metric: z.string().min(1),
    item: z.union([z.string(), z.number()]).transform(String),
    reference: Bool,
    judge: Bool,
    annotators: z.array(Bool).optional(),
})
    .passthrough();
const TRUE = new Set(['true', 'yes', 'y', '1', 'positive', 'pos', 't']);
const FALSE = new Set(['false', 'no', 'n', '0', 'negative', 'neg', 'f']);
function toBool(v, where) {
    if (typeof v === 'boolean')
        return v;
    if (typeof v === 'number' && (v === 0 || v === 1))
        return v === 1;
    if (typeof v === 'string') {
        const s = v.trim().toLowerCase();
        if (TRUE.has(s))
            return true;
        if (FALSE.has(s))
            return false;
    }
    throw new Error(`${where}: expected a yes/no label (true/false, yes/no, 1/0), got ${JSON.stringify(v)}`);
}
/** Split one CSV line (RFC 4180 quoting). */
function csvLine(line) {
    const out = [];
    let cur = '';
    let q = false;
    for (let i = 0; i < line.length; i++) {
        const ch = line[i];
        if (q) {
            if (ch === '"' && line[i + 1] === '"') {
                cur += '"';
                i++;
            }
            else if (ch === '"')
                q = false;
            else
                cur += ch;
        }
        else if (ch === '"')
            q = true;
        else if (ch === ',') {
            out.push(cur);
            cur = '';
        }
        else
            cur += ch;
    }
    out.push(cur);
    return out.map((s) => s.trim());
}
function csvRows(text, file) {
    const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
    const header = csvLine(lines[0] ?? '');
    for (const need of ['metric', 'item', 'reference', 'judge']) {
        if (!header.includes(need))
            throw new Error(`${file}: the CSV header must name columns metric, item, reference, judge (and optionally annotators or annotator_1, annotator_2, …); got ${header.join(',')}`);
    }
    return lines.slice(1).map((l) => {
        const cells = csvLine(l);
        const row = {};
        const annotators = [];
        header.forEach((h, i) => {
            const v = cells[i] ?? '';
            if (h === 'annotators')
                annotators.push(...v.split(/[;|]/).map((s) => s.trim()).filter(Boolean));
            else if (/^annotator/.test(h)) {
                if (v !== '')
                    annotators.push(v);
            }
            else
                row[h] = v;
        });
        if (annotators.length > 0)
            row.annotators = annotators;
        return row;
    });
}
/** Parse a labels file (a JSON array of rows, or CSV with a header); errors name the file, row and field. */
export function parseLabels(text, file) {
    let raw;
    if (/\.csv$/i.test(file) || !/^\s*[[{]/.test(text))
        raw = csvRows(text, file);
    else {
        const v = JSON.parse(text);
        const arr = Array.isArray(v) ? v : v && typeof v === 'object' && Array.isArray(v.rows) ? v.rows : null;
        if (!arr)
            throw new Error(`${file}: $: expected an array of {metric, item, reference, judge, annotators?} rows (or {"rows": [...]})`);
        raw = arr;
    }
    return raw.map((r, i) => {
        const p = RawRowSchema.safeParse(r);
        if (!p.success) {
            const iss = p.error.issues[0];
            throw new Error(`${file}: $[${i}]${iss?.path.length ? `.${iss.path.join('.')}` : ''}: ${iss?.message ?? 'invalid row'}`);
        }
        const d = p.data;
        return {
            metric: d.metric,
            item: d.item,
            reference: toBool(d.reference, `${file}: $[${i}].reference`),
            judge: toBool(d.judge, `${file}: $[${i}].judge`),
            annotators: d.annotators ? d.annotators.map((a, j) => toBool(a, `${file}: $[${i}].annotators[${j}]`)) : null,
        };
    });
}
/** Judge-vs-reference agreement per metric, in first-appearance order of the metrics. */
export function agreementTable(rows) {
    const metrics = [...new Set(rows.map((r) => r.metric))];
    return metrics.map((metric) => {
        const rs = rows.filter((r) => r.metric === metric);
        const ann = rs.map((r) => r.annotators).filter((a) => a !== null && a.length >= 2);
        const sameCount = ann.length > 0 && ann.every((a) => a.length === ann[0].length);
        const width = Math.max(0, ...ann.map((a) => a.length));
        return {
            metric,
            ...binaryAgreement(rs),
            fleiss: sameCount ? fleissKappaFromLabels(ann.map((a) => a.map(String))) : null,
            alpha: ann.length > 0 ? krippendorffAlphaNominal(ann.map((a) => Array.from({ length: width }, (_, i) => (i < a.length ? String(a[i]) : null)))) : null,
        };
    });
}
const pct = (x) => (x === null ? '—' : (100 * x).toFixed(2));
const k3 = (x) => (x === null ? '—' : x.toFixed(3));
/** A Markdown table in the shape of the MasDrift paper's Table 2 (judge vs held-out human labels). */
export function formatAgreementTable(lines) {
    const withAnn = lines.some((l) => l.fleiss !== null || l.alpha !== null);
    const head = ['Metric', 'n', 'Acc', 'Prec', 'Rec', 'F1', 'κ', ...(withAnn ? ['Fleiss κ', 'α'] : [])];
    const rows = lines.map((l) => [l.metric, String(l.n), pct(l.accuracy), pct(l.precision), pct(l.recall), pct(l.f1), k3(l.kappa), ...(withAnn ? [k3(l.fleiss), k3(l.alpha)] : [])]);
    const line = (cells) => `| ${cells.join(' | ')} |`;
    return [line(head), line(head.map((_, i) => (i === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n');
}
