/** How strict a decision is: a combination's verdict on a call is the strictest of its defenses'. */
const STRICTNESS = { allow: 0, require_confirmation: 1, deny: 2 };
const stacks = new WeakMap();
/** The stack of a parsed combination (built once per combination: parseDefenses returns one array per spec). */
export function defenseStack(defenses) {
    let hit = stacks.get(defenses);
    if (!hit) {
        hit = buildStack(defenses);
        stacks.set(defenses, hit);
    }
    return hit;
}
function buildStack(defenses) {
    const judges = defenses.filter((d) => d.beforeCall);
    const handoffs = defenses.filter((d) => d.onHandoff);
    const readers = defenses.filter((d) => d.onToolResult);
    const publishers = defenses.filter((d) => d.beforePublish);
    const reporters = defenses.filter((d) => d.report);
    return {
        defenses,
        compilesRootPolicy: defenses.some((d) => d.compilesRootPolicy),
        judgesCalls: judges.length > 0,
        beforeCall(call, run) {
            let best = null;
            for (const d of judges) {
                const j = d.beforeCall(call, run);
                if (j && (!best || STRICTNESS[j.verdict.decision] > STRICTNESS[best.verdict.decision]))
                    best = j;
            }
            return best;
        },
        onHandoff: (run) => handoffs.map((d) => d.onHandoff(run)),
        onToolResult(call, outcome, content, run) {
            let out = content;
            for (const d of readers)
                out = d.onToolResult(call, outcome, out, run) ?? out;
            return out;
        },
        async beforePublish(answer, run, publisher) {
            let out = answer;
            for (const d of publishers)
                out = (await d.beforePublish(out, run, publisher)) ?? out;
            return out;
        },
        reports(run) {
            const out = {};
            for (const d of reporters) {
                const r = d.report(run);
                if (r !== undefined)
                    out[d.name] = r;
            }
            return out;
        },
    };
}
