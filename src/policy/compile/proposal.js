import { NO_FINDINGS, ruleFrom, textFindings } from './compile.js';
import { profileOf } from './vocabulary.js';
import { deepFreeze } from '../../util/freeze.js';
import { weakPairMemo } from '../../util/memo.js';
/** The tools a message calls for, by the rules above (sorted). */
export function calledForByMessage(message, tools) {
    return [...calledFor(textFindings(message, tools), tools)].sort();
}
function calledFor(found, tools) {
    const called = new Set();
    for (const t of tools) {
        const f = found.get(t.name);
        if (f === undefined)
            continue;
        const support = t.effect === 'read' || t.effect === 'prepare';
        if (f.asked.length > 0 || (support && f.mentioned))
            called.add(t.name);
    }
    const objectsOfCalled = new Set();
    for (const t of tools)
        if (called.has(t.name))
            for (const o of profileOf(t).objects)
                objectsOfCalled.add(o);
    for (const t of tools) {
        if (called.has(t.name) || (t.effect !== 'read' && t.effect !== 'prepare'))
            continue;
        for (const o of profileOf(t).objects) {
            if (objectsOfCalled.has(o)) {
                called.add(t.name);
                break;
            }
        }
    }
    return called;
}
function nonEmpty(s) {
    return Object.keys(s.args).length > 0;
}
/** The proposal for a handoff message: called-for tools with any narrowing the message states. */
export function proposalFromMessage(message, tools, parent) {
    const found = textFindings(message, tools);
    const called = calledFor(found, tools);
    const known = new Set();
    for (let i = 0; i < parent.rules.length; i++)
        known.add(parent.rules[i].tool);
    const rules = [];
    for (let i = 0; i < tools.length; i++) {
        const t = tools[i];
        if (!called.has(t.name) || !known.has(t.name))
            continue;
        rules.push(proposalRule(t, found.get(t.name) ?? NO_FINDINGS));
    }
    return { rules };
}
// A proposal rule is a function of its tool and its findings alone. Findings that are frozen (a
// sentence's memoised findings, when one sentence alone found something for the tool, or NO_FINDINGS)
// never change, so their rule is made once per tool and shared, deep-frozen: the texts that recur in
// many messages then give the same rule object, whose JSON the authorizer's prompts memoise.
const frozenRules = weakPairMemo((f, t) => deepFreeze(makeProposalRule(t, f)));
function proposalRule(t, f) {
    return Object.isFrozen(f) ? frozenRules(f, t) : makeProposalRule(t, f);
}
function makeProposalRule(t, f) {
    const compiled = ruleFrom(t, f);
    const rule = {
        tool: t.name,
        provenance: {
            sentence: f.asked[0]?.sentence ?? f.reservations[0]?.sentence ?? null,
            reason: f.reservations.length > 0 ? `handoff message reserves it (${compiled.stage})` : 'called for by the handoff message',
        },
    };
    // the message's own reservation narrows the stage; silence keeps the parent's
    if (f.reservations.length > 0 && compiled.stage !== 'current_request')
        rule.stage = compiled.stage;
    if (nonEmpty(compiled.scope))
        rule.scope = compiled.scope;
    return rule;
}
