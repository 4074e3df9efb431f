import type { ChatMessage } from '../types.js';
import { MARKING_PREFIX_V1 } from '../prompts/mosaic.v1.js';
import type { MosaicExample } from '../../domain/mosaic-example.js';
import { anchorHits, normalizeText, termPositions, tokensOf, tokensOfText } from '../../text/mosaic-terms.js';

/**
 * What a model's context actually holds, read from the text of its messages only. The simulated
 * model bases every behaviour on this view, so markings, rules and query wording act only when
 * their text is present, and the composite is available only when both propositions are.
 */
export interface MosaicContextView {
  /** Per proposition (in example order): does one message (tool or user) hold it? */
  propositions: boolean[];
  /** Both SECRET propositions are in context: the composite can be formed. */
  composable: boolean;
  rulesSeen: boolean;
  markingSeen: boolean;
  asksComposite: boolean;
  clearanceSuffix: boolean;
  /** The benign query's gold answer occurs in some tool output. */
  goldVisible: boolean;
}

/** Phrases that only the aggregation rules text carries. */
const RULES_CUES = ['classification by compilation', 'aggregation rules', 'aggregation risk'];

const contentOf = (m: ChatMessage): string => (typeof m.content === 'string' ? m.content : '');

/** The user's question: the first user message. */
export function userQuery(messages: readonly ChatMessage[]): string {
  return contentOf(messages.find((m) => m.role === 'user') ?? { role: 'user', content: '' });
}

/** Read the context of a request as the simulated model does. */
export function readMosaicContext(messages: readonly ChatMessage[], example: MosaicExample): MosaicContextView {
  // Tokenise each message once; every check below is a token search.
  const toks = messages.map((m) => tokensOfText(contentOf(m)));
  const pick = (roles: ReadonlyArray<ChatMessage['role']>): string[][] => toks.filter((_, i) => roles.includes((messages[i] as ChatMessage).role));
  const evidence = pick(['tool', 'user']);
  const instructions = pick(['system', 'user', 'tool']);
  // What others found counts as found: tool output, and what other agents wrote (later inputs, and a
  // peer's findings after the question) — never the user's question itself.
  const firstUser = messages.findIndex((m) => m.role === 'user');
  const tools = toks.filter((_, i) => {
    const m = messages[i] as ChatMessage;
    return m.role === 'tool' || (m.role === 'user' && (i !== firstUser || contentOf(m).includes('\n\nFindings from ')));
  });
  const has = (t: readonly string[], term: string): boolean => termPositions(t, term).length > 0;
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
