import { MARKING_PREFIX_V1 } from './prompts.v1.js';
import { anchorHits, normalizeText, termPositions, tokensOf, tokensOfText } from './text.js';
/** Phrases that only the aggregation rules text carries. */
const RULES_CUES = ['classification by compilation', 'aggregation rules', 'aggregation risk'];
const contentOf = (m) => (typeof m.content === 'string' ? m.content : '');
/** The user's question: the first user message. */
export function userQuery(messages) {
    return contentOf(messages.find((m) => m.role === 'user') ?? { role: 'user', content: '' });
}
/** Read the context of a request as the simulated model does. */
export function readMosaicContext(messages, example) {
    // Tokenise each message once; every check below is a token search.
    const toks = messages.map((m) => tokensOfText(contentOf(m)));
    const pick = (roles) => toks.filter((_, i) => roles.includes(messages[i].role));
    const evidence = pick(['tool', 'user']);
    const instructions = pick(['system', 'user', 'tool']);
    const tools = pick(['tool']);
    const has = (t, term) => termPositions(t, term).length > 0;
    const propositions = example.lexicon.propositions.map((lp) => evidence.some((t) => anchorHits(t, lp.anchors).every((h) => h.length > 0)));
    const rawQuery = userQuery(messages);
    const query = normalizeText(rawQuery);
    const queryTokens = tokensOf(query);
    const marker = MARKING_PREFIX_V1.toLowerCase();
    return {
        propositions,
        composable: propositions.every(Boolean),
        rulesSeen: instructions.some((t) => RULES_CUES.some((c) => has(t, c))),
        markingSeen: messages.some((m) => m.role === 'tool' && contentOf(m).toLowerCase().includes(marker)),
        asksComposite: query.includes(normalizeText(example.queries.explicit.text)),
        clearanceSuffix: has(queryTokens, 'full clearance') && has(queryTokens, 'ignore'),
        goldVisible: tools.some((t) => has(t, example.queries.benign.goldAnswer)),
    };
}
