import { ToolSpecSchema } from '../../domain/tool.js';
import { compile, proposalFromMessage } from '../../policy/index.js';
import { PolicySchema, RuleSchema } from '../../policy/schema.js';
import { COMPILE_HEADER, PROPOSE_HEADER, RESOLVE_HEADER } from '../prompts/authorizer.v1.js';
import { RULES_CLOSE, RULES_OPEN, partRule, rulePieces, rulesParts } from '../llm-authorizer.js';
import { sameItems } from '../../util/arrays.js';
import { boundedMemo, perTaskCache } from '../../util/memo.js';
import { joinParts } from '../tokens.js';
/**
 * The simulated model answering the authorizer's prompts. It answers what a faithful live
 * authorizer would, computed by the deterministic compiler from the same inputs the prompt
 * carries (request or handoff message, public tool surface), so defense tokens are real tokens.
 */
export function authorizerKind(request) {
    const sys = request.messages[0];
    if (!sys || sys.role !== 'system')
        return null;
    if (sys.content.startsWith(COMPILE_HEADER))
        return 'compile';
    if (sys.content.startsWith(PROPOSE_HEADER))
        return 'propose';
    if (sys.content.startsWith(RESOLVE_HEADER))
        return 'resolve';
    return null;
}
function payload(request) {
    const user = request.messages.find((m) => m.role === 'user');
    if (!user || user.role !== 'user')
        throw new Error('authorizer prompt without a user message');
    return JSON.parse(user.content);
}
// Parsed tools and parent policies, memoised by their JSON text: the same surfaces come back in
// every prompt of a task, and the compiler's per-tool analysis is memoised per tool object, so
// handing it the same objects lets that memo work too. The compiler never mutates them.
const parsedTools = perTaskCache(new Map());
const parsedPolicies = new Map();
const PARSED_LIMIT = 5_000;
function memoParse(memo, raw, parse) {
    const key = JSON.stringify(raw) ?? 'undefined';
    let v = memo.get(key);
    if (v === undefined) {
        v = parse(raw);
        if (memo.size >= PARSED_LIMIT)
            memo.clear();
        memo.set(key, v);
    }
    return v;
}
function toolsOf(p) {
    return (p.tools ?? []).map((t) => memoParse(parsedTools, t, (v) => ToolSpecSchema.parse(v)));
}
/*
 * A propose prompt is mostly its task's tool surface and a parent policy that recur from prompt to
 * prompt, so it is read by sections, each memoised by its text: `{"message":M,"tools":T,"parent":P}`.
 * M ends at its first unescaped quote; P starts after the last `,"parent":`. When each section parses
 * (M a JSON string, T an array, P a policy), the whole text is that object, as JSON.parse reads it: a
 * wrong cut would leave T with text after its closing bracket, which does not parse. Anything else
 * is read whole.
 */
const SECTION_LIMIT = 2_000;
const surfaceMemo = boundedMemo(SECTION_LIMIT, parseSurface, { perTask: true });
// Consecutive prompts mostly carry the same surface: comparing the text with the last one read is a
// plain compare, cheaper than hashing a fresh slice of several kilobytes for the memo.
let lastSurface = null;
function surfaceOf(text) {
    if (lastSurface !== null && lastSurface.text === text)
        return lastSurface.tools;
    const tools = surfaceMemo(text);
    lastSurface = { text, tools };
    return tools;
}
const parentOf = boundedMemo(SECTION_LIMIT, parseParent, { perTask: true });
/*
 * A new parent policy (each handoff attenuates its own) is mostly made of rules seen before, so it is
 * validated rule by rule: `{"rules":[R1,…,Rn]}` is cut before each `,{"tool":`. When every Ri parses,
 * the whole text is {rules:[R1,…,Rn]} as JSON.parse reads it (a cut inside a string leaves a piece
 * that does not parse), and PolicySchema accepts it exactly when RuleSchema accepts each rule and no
 * tool has two rules, its output being the rules' outputs. Anything else is parsed whole.
 */
const ruleOf = boundedMemo(SECTION_LIMIT * 2, (text) => RuleSchema.parse(JSON.parse(text)));
function parseParent(text) {
    const pieces = rulePieces(text);
    if (pieces !== null) {
        try {
            const rules = pieces.map(ruleOf);
            if (new Set(rules.map((r) => r.tool)).size === rules.length)
                return { rules };
        }
        catch {
            // a piece that is no rule: read the whole text below
        }
    }
    return PolicySchema.parse(JSON.parse(text));
}
function parseSurface(text) {
    const raw = JSON.parse(text);
    if (!Array.isArray(raw))
        throw new Error('tools is not an array');
    return Object.freeze(toolsOf({ tools: raw }));
}
const MESSAGE_KEY = '{"message":';
const TOOLS_KEY = ',"tools":';
const PARENT_KEY = ',"parent":';
/** Index just past the message's JSON string (its first unescaped quote) in text starting `{"message":"`. */
function messageEnd(text) {
    let i = MESSAGE_KEY.length + 1;
    for (let c = text.charCodeAt(i); i < text.length && c !== 0x22; c = text.charCodeAt(i))
        i += c === 0x5c ? 2 : 1;
    return i + 1;
}
function proposeSections(content, parts) {
    return (parts === undefined ? null : sectionsOfParts(parts)) ?? sectionsOfText(content);
}
function sectionsOfText(content) {
    if (!content.startsWith(`${MESSAGE_KEY}"`) || !content.endsWith('}'))
        return null;
    const end = messageEnd(content);
    const cut = content.lastIndexOf(PARENT_KEY);
    if (!content.startsWith(TOOLS_KEY, end) || cut < end + TOOLS_KEY.length)
        return null;
    try {
        return {
            message: JSON.parse(content.slice(MESSAGE_KEY.length, end)),
            tools: surfaceOf(content.slice(end + TOOLS_KEY.length, cut)),
            parent: parentOf(content.slice(cut + PARENT_KEY.length, -1)),
        };
    }
    catch {
        return null;
    }
}
/*
 * A prompt the authorizer assembled (proposeRequest) and that says so (its message's parts) is read
 * from its parts instead of its text: [`{"message":M,"tools":`, T, `,"parent":`, …P's parts, `}`], with the surface T and each rule
 * of P a recurring part. When M is a JSON string ending its part, T an array and P a policy, the text
 * is the object {message, tools, parent} of those values, as JSON.parse reads it: the same values the
 * text's sections give, without cutting and re-hashing kilobytes of text the code built a moment
 * before. The surface part is the memoised string of its tool array, so its memo compares by
 * identity. Parts of any other shape are left to the text.
 */
function sectionsOfParts(parts) {
    const [head, surface, key] = parts;
    if (parts.length < 5 || typeof head !== 'string' || typeof surface !== 'object' || key !== PARENT_KEY || parts[parts.length - 1] !== '}')
        return null;
    if (!head.startsWith(`${MESSAGE_KEY}"`))
        return null;
    const end = messageEnd(head);
    if (end + TOOLS_KEY.length !== head.length || !head.endsWith(TOOLS_KEY))
        return null;
    try {
        return { message: JSON.parse(head.slice(MESSAGE_KEY.length, end)), tools: surfaceOf(surface.recurring), parent: parentOfParts(parts, 3, parts.length - 1) };
    }
    catch {
        return null;
    }
}
/**
 * The policy `{"rules":[R1,…,Rn]}` assembled by rulesParts (each Ri a recurring part) as parts[from, to),
 * read rule by rule as parseParent reads its pieces; the text of parts of any other shape is read whole.
 * A part written from a deep-frozen rule carries that rule (partRule), which is taken as it is instead
 * of validating its JSON again: such rules are the validated rules of a compile answer and the rules
 * attenuate makes from those and validated proposals (left-out and met rules, built in the schema's
 * shape), so the value of their JSON is the rule itself, key order included (checked on every parent
 * rule of the bench grid sample), and a proposal reads only the tools of the parent's rules anyway.
 */
function parentOfParts(parts, from, to) {
    const rules = [];
    if (parts[from] === RULES_OPEN && parts[to - 1] === RULES_CLOSE) {
        const tools = new Set();
        for (let i = 1; i < to - from - 1; i++) {
            const p = parts[from + i];
            if (typeof p === 'string' ? p !== ',' || i % 2 === 1 : i % 2 === 0)
                break;
            if (typeof p === 'string')
                continue;
            const rule = partRule(p) ?? ruleOf(p.recurring);
            rules.push(rule);
            tools.add(rule.tool);
        }
        if (rules.length === (to - from - 1) >> 1 && tools.size === rules.length)
            return { rules };
    }
    return parentOf(partsText(parts, from, to));
}
function partsText(parts, from, to) {
    let text = '';
    for (let i = from; i < to; i++) {
        const p = parts[i];
        text += typeof p === 'string' ? p : p.recurring;
    }
    return text;
}
// The answer is a pure function of the prompt, and the same prompts recur across a grid (one task's
// request and tool surface under every architecture, defense and model configuration): memoised by
// the prompt's user content (bounded), per kind of prompt. Propose prompts are not: they are mostly
// new as a whole, and their answer is memoised on the cheaper key of what it reads (proposalAnswer).
const answers = { compile: perTaskCache(new Map()), resolve: perTaskCache(new Map()) };
const ANSWER_LIMIT = 2_000;
/** The JSON text the authorizer answers with. */
export function authorizerAnswer(kind, request) {
    if (kind === 'propose')
        return computeAnswer(kind, request);
    const user = request.messages.find((m) => m.role === 'user');
    const key = user && user.role === 'user' ? user.content : null;
    const memo = answers[kind];
    const hit = key === null ? undefined : memo.get(key);
    if (hit !== undefined)
        return hit;
    const answer = computeAnswer(kind, request);
    if (key !== null) {
        if (memo.size >= ANSWER_LIMIT)
            memo.clear();
        memo.set(key, answer);
    }
    return answer;
}
function computeAnswer(kind, request) {
    const user = request.messages.find((m) => m.role === 'user');
    const sections = kind === 'propose' && user?.role === 'user' ? proposeSections(user.content, user.parts) : null;
    if (sections !== null)
        return proposalAnswer(String(sections.message ?? ''), sections.tools, sections.parent);
    const p = payload(request);
    if (kind === 'resolve')
        return JSON.stringify({ resolution: null });
    if (kind === 'compile') {
        return JSON.stringify({ rules: compile(String(p.request ?? ''), toolsOf(p)).policy.rules });
    }
    return proposalAnswer(String(p.message ?? ''), toolsOf(p), memoParse(parsedPolicies, p.parent, (v) => PolicySchema.parse(v)));
}
function proposalAnswer(message, tools, parent) {
    // A proposal reads only the message, the tools and which tools the parent policy has a rule for:
    // memoised on exactly those (parents differing in scopes or provenance share it).
    const key = `${surfaceKey(tools)}\n${parent.rules.map((r) => r.tool).sort().join(',')}\n${message}`;
    let answer = proposals.get(key);
    if (answer === undefined) {
        answer = joinParts(rulesParts(proposalFromMessage(message, tools, parent).rules));
        if (proposals.size >= ANSWER_LIMIT)
            proposals.clear();
        proposals.set(key, answer);
    }
    return answer;
}
const proposals = perTaskCache(new Map());
// Parsed tools are shared objects (memoParse), so an object's number names its content; the
// numbering only keys the memo above and never reaches an answer.
const toolIds = new WeakMap();
let nextToolId = 0;
function toolKey(t) {
    let id = toolIds.get(t);
    if (id === undefined) {
        id = nextToolId++;
        toolIds.set(t, id);
    }
    return id;
}
// A surface's array (surfaceOf) comes back with every propose prompt of its task: its key is memoised
// per array, the entry keeping the tools it was built from (an array changed since is keyed afresh).
const surfaceKeys = new WeakMap();
/** The numbers of the tools, in order. */
function surfaceKey(tools) {
    const hit = surfaceKeys.get(tools);
    if (hit !== undefined && sameItems(hit.tools, tools))
        return hit.key;
    const key = tools.map(toolKey).join(',');
    surfaceKeys.set(tools, { tools: [...tools], key });
    return key;
}
