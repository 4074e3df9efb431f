const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
function groupMean(rows, key, val) {
    const g = new Map();
    for (const r of rows)
        g.set(key(r), [...(g.get(key(r)) ?? []), val(r)]);
    return Object.fromEntries([...g.keys()].sort().map((k) => [k, mean(g.get(k))]));
}
/** Macro averages as the MasDrift paper reports them. */
export function macroAverages(rows) {
    const isRoleTyped = (r) => r.roleTyped ?? r.arch.endsWith('-t');
    const homo = rows.filter((r) => r.homogeneous);
    const families = {};
    for (const fam of [...new Set(homo.filter((r) => !isRoleTyped(r)).map((r) => r.family))].sort()) {
        const perModel = groupMean(homo.filter((r) => r.family === fam && !isRoleTyped(r)), (r) => r.model, (r) => r.value);
        families[fam] = { macro: mean(Object.values(perModel)), perModel };
    }
    const roleTyped = {};
    for (const arch of [...new Set(homo.filter(isRoleTyped).map((r) => r.arch))].sort()) {
        const perModel = groupMean(homo.filter((r) => r.arch === arch), (r) => r.model, (r) => r.value);
        roleTyped[arch] = { macro: mean(Object.values(perModel)), perModel };
    }
    const heterogeneous = {};
    for (const model of [...new Set(rows.filter((r) => !r.homogeneous).map((r) => r.model))].sort()) {
        heterogeneous[model] = groupMean(rows.filter((r) => !r.homogeneous && r.model === model && !isRoleTyped(r)), (r) => r.family, (r) => r.value);
    }
    return { families, roleTyped, heterogeneous };
}
