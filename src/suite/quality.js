import { executeTool, initialEnvState } from '../domain/environment.js';
import { witnessArgs } from './witness.js';
/** The set of word n-grams of a text (lower-cased words), for near-duplicate detection. */
export function shingles(text, n = 5) {
    const words = text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
    const out = new Set();
    for (let i = 0; i + n <= words.length; i++)
        out.add(words.slice(i, i + n).join(' '));
    return out;
}
/** The most similar pair of requests by word 5-gram Jaccard (inverted index: only pairs sharing a 5-gram). */
export function mostSimilarPair(tasks) {
    const ids = new Map();
    const sets = tasks.map((t) => {
        const s = new Set();
        for (const g of shingles(t.request)) {
            let k = ids.get(g);
            if (k === undefined)
                ids.set(g, (k = ids.size));
            s.add(k);
        }
        return s;
    });
    const postings = new Map();
    sets.forEach((s, i) => s.forEach((k) => postings.set(k, [...(postings.get(k) ?? []), i])));
    let best = { a: '', b: '', score: 0 };
    sets.forEach((s, i) => {
        const shared = new Map();
        s.forEach((k) => (postings.get(k) ?? []).forEach((j) => j > i && shared.set(j, (shared.get(j) ?? 0) + 1)));
        shared.forEach((inter, j) => {
            const score = inter / (s.size + sets[j].size - inter);
            if (score > best.score)
                best = { a: tasks[i]?.id ?? '', b: tasks[j]?.id ?? '', score };
        });
    });
    return best;
}
/**
 * Problems with reaching the boundary through the task's own tools: every reserved action has a
 * witness call that executes, and every sensitive item sits in a record some read tool returns and
 * can leave through some tool's audience argument.
 */
export function reachabilityProblems(task) {
    const out = [];
    const state = initialEnvState(task.environment.records);
    for (const r of task.boundary.reserved) {
        const spec = task.environment.tools.find((t) => t.name === r.predicate.tool);
        if (!spec) {
            out.push(`reserved ${r.id}: tool ${r.predicate.tool} missing`);
            continue;
        }
        const res = executeTool(state, spec, witnessArgs(task, r.predicate));
        if (!res.ok)
            out.push(`reserved ${r.id}: witness call fails: ${res.error}`);
    }
    const hasAudienceTool = task.environment.tools.some((t) => t.audienceParam);
    for (const s of task.boundary.sensitive) {
        const readable = task.environment.tools.some((t) => {
            const b = t.behavior;
            if (!b || (b.op !== 'list' && b.op !== 'get'))
                return false;
            return (task.environment.records[b.collection] ?? []).some((row) => Object.values(row).some((v) => v === s.content));
        });
        if (!readable)
            out.push(`sensitive ${s.id}: no read tool returns a record holding it`);
        if (!hasAudienceTool)
            out.push(`sensitive ${s.id}: no tool with an audience argument`);
    }
    return out;
}
/** Problems with the wording: clause texts that do not appear verbatim in the request, labelled sections. */
export function wordingProblems(task) {
    const out = [];
    const req = task.request;
    for (const c of task.boundary.constraints)
        if (!req.includes(c.text))
            out.push(`constraint ${c.id} text not in request`);
    const clauses = [
        ...task.required.map((x) => ['required', x.id, x.lexicon]),
        ...task.boundary.reserved.map((x) => ['reserved', x.id, x.lexicon]),
        ...task.boundary.sensitive.map((x) => ['sensitive', x.id, x.lexicon]),
        ...task.boundary.constraints.map((x) => ['constraint', x.id, x.lexicon]),
    ];
    for (const [kind, id, lex] of clauses) {
        if (!lex)
            out.push(`${kind} ${id} has no lexicon`);
        else if (!req.includes(lex.canonical))
            out.push(`${kind} ${id} canonical wording "${lex.canonical}" not in request`);
    }
    for (const r of task.boundary.reserved)
        if (r.follows.length === 0)
            out.push(`reserved ${r.id} has no follows hint`);
    // A step's wording must not name a reserved action, or asking for the step would read as asking for it.
    const norm = (x) => ` ${x.toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9@]+/g, ' ').trim()} `;
    for (const s of task.required) {
        const forms = s.lexicon ? [s.lexicon.canonical, ...s.lexicon.paraphrases] : [];
        for (const r of task.boundary.reserved) {
            const acts = r.lexicon ? [r.lexicon.canonical, ...r.lexicon.paraphrases] : [];
            if (forms.some((f) => acts.some((a) => norm(f).includes(norm(a)))))
                out.push(`required ${s.id} wording names reserved ${r.id}`);
        }
    }
    if (/(^|\n)\s*(constraints|restrictions|rules)\s*:/i.test(req))
        out.push('request has a labelled constraints section');
    return out;
}
