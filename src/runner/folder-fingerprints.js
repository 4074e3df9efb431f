import { join } from 'node:path';
import { describeFingerprint, fingerprintDifferences, fingerprintId } from './fingerprint.js';
import { STORE_FILE } from './store.js';
/** The fingerprints a folder's runs carry, with their run counts and parts (null: stored before fingerprints). */
export function folderFingerprints(store, suite = 'masdrift') {
    const parts = store.fingerprints();
    return store.fingerprintCounts(suite).map((c) => ({ ...c, parts: c.fingerprint === null ? null : (parts.get(c.fingerprint) ?? null) }));
}
/**
 * Why a grid of these fingerprints may not add runs to the folder, or null: the folder holds runs
 * whose fingerprint differs in a part (code, scorer, suite, a profile or protocol module both use),
 * or runs stored before fingerprints were recorded (what made them is unknown).
 */
export function fingerprintConflict(store, now) {
    const file = join(store.dir, STORE_FILE);
    const hint = 'Use a new --out folder, or pass --allow-mixed to add runs beside them (the report then names the mixed fingerprints).';
    for (const f of folderFingerprints(store)) {
        if (f.fingerprint === null) {
            return `${file} holds ${f.runs} runs stored before fingerprints were recorded (code version ${store.meta('code_version') ?? 'unknown'}): what produced them is unknown, and this build's runs would be mixed with them. ${hint}`;
        }
        if (f.parts === null)
            continue;
        for (const n of now) {
            const diff = fingerprintDifferences(f.parts, n);
            if (diff.length === 0)
                continue;
            const rescore = diff.every((d) => d.startsWith('scorer version')) ? ` Or re-score them first (\`masdrift rescore ${store.dir}\`).` : '';
            return `${file} holds ${f.runs} runs of fingerprint ${f.fingerprint} (${describeFingerprint(f.parts)}), but this build's is ${fingerprintId(n)}: ${diff.join(', ')} ${diff.length === 1 ? 'differs' : 'differ'}. ${hint}${rescore}`;
        }
    }
    return null;
}
/** The report header's line(s) on fingerprints: the one that made every run, or each of a mix and what differs. */
export function fingerprintMeta(store, suite = 'masdrift') {
    const fps = folderFingerprints(store, suite);
    if (fps.length === 0)
        return [];
    if (fps.length === 1) {
        const f = fps[0];
        return [['fingerprint', f.fingerprint === null ? 'not recorded (runs stored before fingerprints were kept)' : `${f.fingerprint} (${f.parts ? describeFingerprint(f.parts) : 'parts not recorded'})`]];
    }
    const known = fps.filter((f) => f.parts !== null);
    const diffs = new Set();
    for (const a of known)
        for (const b of known)
            if (a !== b)
                for (const d of fingerprintDifferences(a.parts, b.parts))
                    diffs.add(d.replace(/ \(.*\)$/, ''));
    const list = fps.map((f) => `${f.fingerprint ?? 'unrecorded'} (${f.runs} runs${f.parts ? `: ${describeFingerprint(f.parts)}` : ''})`).join('; ');
    return [['mixed fingerprints', `${list} — ${diffs.size ? `they differ in ${[...diffs].sort().join(', ')}; ` : ''}runs made by different code, scorers, suites or profiles are pooled in these tables`]];
}
