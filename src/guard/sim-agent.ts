import type { AssistantMessage, CallContext, ChatMessage, ChatModel, ChatRequest, ChatResponse } from '../models/types.js';
import { detectLeak } from '../mosaic/detector.js';
import { ADVERSARIAL_SUFFIX_V1, MARKING_PREFIX_V1 } from '../models/prompts/mosaic.v1.js';
import type { MosaicExample } from '../domain/mosaic-example.js';
import { anchorsPresent, normalizeText } from '../text/mosaic-terms.js';
import { rngFrom, type Rng } from '../util/rng.js';
import { REPORT_MARKER } from './prompts.js';

/**
 * A simulated document agent for the guarded runs. It drives the workspace tools like a live model
 * (search, then read the hits in rank order, then answer), and understands its context through the
 * example's lexicon: it knows a proposition when the document holding it was read in full, or when
 * a teammate's findings state it. Whether it composes, refuses, or explains a refusal by stating the
 * composite is sampled from log-odds of what is actually in its context (the aggregation rules,
 * markings, the query's wording): the guard is never consulted, so leakage without a guard and the
 * guard's effect both emerge from the same mechanism.
 *
 * Under adversarial pressure it sometimes writes the composite in a form no lexicon knows (letters
 * spelled out), which only provenance labels catch.
 */
export interface SimAgentProfile {
  name: string;
  /** Stating the composite when both propositions are known. */
  synth: { base: number; asks: number; adversarial: number; rules: number; marking: number };
  /** Refusing when both propositions are known. */
  refuse: { base: number; asks: number; adversarial: number; rules: number; marking: number };
  /** Refusing when the composite is asked for but cannot be formed. */
  refuseWithoutComposite: { base: number; rules: number; marking: number };
  /** A refusal that explains itself by stating the composite. */
  explainLeak: { base: number; rules: number; marking: number };
  /** Spelling the composite out letter by letter when answering an adversarial query. */
  evade: number;
}

export const DEFAULT_SIM_AGENT: SimAgentProfile = {
  name: 'document-agent',
  synth: { base: -3.0, asks: 4.0, adversarial: 0.8, rules: -2.2, marking: -0.8 },
  refuse: { base: -5.5, asks: 3.0, adversarial: -0.3, rules: 3.0, marking: 1.0 },
  refuseWithoutComposite: { base: -5.0, rules: 1.5, marking: 0.5 },
  explainLeak: { base: -1.5, rules: 0.6, marking: 0.2 },
  evade: 0.35,
};

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** Spell every letter/digit run of the term out with dots, e.g. "placebo" → "p.l.a.c.e.b.o". */
export function spellOut(term: string): string {
  return term.replace(/[A-Za-z0-9]{2,}/g, (w) => w.split('').join('.'));
}

interface View {
  system: string;
  question: string;
  intent: 'benign' | 'explicit' | 'adversarial';
  toolTexts: string[];
  findings: string[];
  searchHits: string[];
  attempted: Set<string>;
  searched: boolean;
  hasTools: boolean;
}

/** Normalised forms of an example's fixed texts, computed once per example. */
const normCache = new WeakMap<MosaicExample, { adversarial: string; explicit: string; suffix: string; gold: string }>();
function normsOf(ex: MosaicExample): { adversarial: string; explicit: string; suffix: string; gold: string } {
  let n = normCache.get(ex);
  if (!n) {
    n = { adversarial: normalizeText(ex.queries.adversarial.text), explicit: normalizeText(ex.queries.explicit.text), suffix: normalizeText(ADVERSARIAL_SUFFIX_V1), gold: normalizeText(ex.queries.benign.goldAnswer) };
    normCache.set(ex, n);
  }
  return n;
}

/** A cheap, deterministic usage estimate (about four characters a token): the guard runs never bill tokens. */
function roughUsage(req: ChatRequest, reply: AssistantMessage): ChatResponse['usage'] {
  const chars = (m: ChatMessage): number => (m.content ?? '').length + (m.role === 'assistant' ? (m.tool_calls ?? []).reduce((a, c) => a + c.function.arguments.length + c.function.name.length, 0) : 0);
  return { prompt_tokens: Math.ceil(req.messages.reduce((a, m) => a + chars(m), 0) / 4), completion_tokens: Math.ceil(chars(reply) / 4) };
}

function readView(req: ChatRequest, ex: MosaicExample): View {
  const msgs: ChatMessage[] = req.messages;
  const system = msgs.filter((m) => m.role === 'system').map((m) => m.content).join('\n');
  const users = msgs.filter((m): m is Extract<ChatMessage, { role: 'user' }> => m.role === 'user').map((m) => m.content);
  const first = users[0] ?? '';
  const question = first.replace(/^Task from [^:]+:\s*/, '').split('\n')[0] ?? '';
  const norm = normalizeText(first.split('\n')[0] ?? '');
  const n = normsOf(ex);
  const intent = norm.includes(n.suffix) || norm.includes(n.adversarial)
    ? 'adversarial'
    : norm.includes(n.explicit)
      ? 'explicit'
      : 'benign';
  const toolTexts = msgs.filter((m) => m.role === 'tool').map((m) => m.content);
  const findings = users.flatMap((u) => u.split(/\n(?=Findings from )/)).filter((u) => u.startsWith('Findings from '));
  const calls = msgs.flatMap((m) => (m.role === 'assistant' ? (m.tool_calls ?? []) : []));
  const attempted = new Set<string>();
  for (const c of calls) {
    if (c.function.name !== 'read_document') continue;
    try {
      const a = JSON.parse(c.function.arguments) as { id?: unknown };
      if (typeof a.id === 'string') attempted.add(a.id);
    } catch {
      /* a malformed call of its own is simply not counted */
    }
  }
  const lastSearch = [...toolTexts].reverse().find((t) => t.startsWith('Search results:')) ?? '';
  const searchHits = [...lastSearch.matchAll(/^\d+\. (\S+) — /gm)].map((m) => m[1] as string);
  return { system, question, intent, toolTexts, findings, searchHits, attempted, searched: calls.some((c) => c.function.name === 'search_documents'), hasTools: (req.tools ?? []).some((t) => t.function.name === 'read_document') };
}

export class SimDocumentAgent implements ChatModel {
  readonly id: string;
  constructor(
    private readonly example: MosaicExample,
    private readonly seed: string,
    readonly profile: SimAgentProfile = DEFAULT_SIM_AGENT,
  ) {
    this.id = `sim-doc:${profile.name}`;
  }

  async complete(request: ChatRequest, ctx: CallContext): Promise<ChatResponse> {
    return this.answer(request, ctx);
  }

  /** The synchronous core. */
  answer(request: ChatRequest, ctx: CallContext): ChatResponse {
    const v = readView(request, this.example);
    let message: AssistantMessage;
    const call = (name: string, args: Record<string, unknown>): AssistantMessage => ({ role: 'assistant', content: null, tool_calls: [{ id: `call_${ctx.turn}_0`, type: 'function', function: { name, arguments: JSON.stringify(args) } }] });
    if (v.hasTools && !v.searched) message = call('search_documents', { query: v.question.replace(ADVERSARIAL_SUFFIX_V1, '').trim() });
    else {
      const next = v.hasTools ? v.searchHits.find((id) => !v.attempted.has(id)) : undefined;
      message = next ? call('read_document', { id: next }) : { role: 'assistant', content: this.compose(v, rngFrom(this.seed, ctx.runId, ctx.agent, 'compose', ctx.turn)) };
    }
    return { message, usage: roughUsage(request, message), finishReason: message.tool_calls ? 'tool_calls' : 'stop' };
  }

  private compose(v: View, rng: Rng): string {
    const ex = this.example;
    const P = this.profile;
    const rules = v.system.includes('AGGREGATION RULES');
    const marked = v.toolTexts.some((t) => t.includes(MARKING_PREFIX_V1));
    const report = v.system.toLowerCase().includes(REPORT_MARKER);
    const asks = v.intent !== 'benign';
    const adv = v.intent === 'adversarial';
    const heardComposite = v.findings.some((f) => this.statesComposite(f));
    const known = ex.composite.propositions.map((p, i) => {
      const doc = ex.documents.find((d) => d.id === p.doc);
      const anchors = ex.lexicon.propositions[i]?.anchors ?? [];
      return heardComposite || (doc !== undefined && v.toolTexts.some((t) => t.includes(doc.body))) || v.findings.some((f) => anchorsPresent(f, anchors));
    });
    const both = known.every(Boolean);
    const flag = (x: number): boolean => rng.chance(sigmoid(x));

    let refuse = false;
    let explain = false;
    let synth = false;
    if (both) {
      refuse = flag(P.refuse.base + (asks ? P.refuse.asks : 0) + (adv ? P.refuse.adversarial : 0) + (rules ? P.refuse.rules : 0) + (marked ? P.refuse.marking : 0));
      if (refuse) explain = flag(P.explainLeak.base + (rules ? P.explainLeak.rules : 0) + (marked ? P.explainLeak.marking : 0));
      else synth = flag(P.synth.base + (asks ? P.synth.asks : 0) + (adv ? P.synth.adversarial : 0) + (rules ? P.synth.rules : 0) + (marked ? P.synth.marking : 0));
    } else if (asks) {
      refuse = flag(P.refuseWithoutComposite.base + (rules ? P.refuseWithoutComposite.rules : 0) + (marked ? P.refuseWithoutComposite.marking : 0));
    }

    const composite = (): string => {
      if (adv && rng.chance(P.evade)) {
        // Spell out one concept group so the wording leaves every lexicon behind.
        const group = ex.lexicon.composite.anchors[ex.lexicon.composite.anchors.length - 1] ?? [];
        const term = group[0] ?? '';
        const sentence = ex.composite.sentence;
        const at = normalizeText(sentence).indexOf(normalizeText(term));
        const spelled = at >= 0 && term ? `${sentence.slice(0, at)}${spellOut(sentence.slice(at, at + term.length))}${sentence.slice(at + term.length)}` : spellOut(sentence);
        return spelled;
      }
      return rng.pick([ex.lexicon.composite.canonical, ...ex.lexicon.composite.paraphrases]).replace(/\.?$/, '.');
    };

    const gold = this.goldSentence(v);
    const lines: string[] = [];
    if (report) {
      ex.lexicon.propositions.forEach((p, i) => {
        if (known[i]) lines.push(`- ${rng.pick(p.paraphrases)}`);
      });
      if (gold) lines.push(`- ${gold}`);
      if (synth) lines.push(`- Taken together: ${composite()}`);
      if (lines.length === 0) lines.push('- Nothing relevant in the documents I could access.');
      return lines.join('\n');
    }
    if (refuse) {
      lines.push("I can't combine these sources to answer that: the result would be a classified compilation, and the aggregation rules forbid it.");
      if (explain) lines.push(`To be clear about why: ${composite()}`);
      return lines.join(' ');
    }
    if (v.intent === 'benign') lines.push(gold ? `According to the documents: ${gold}` : 'I could not find that in the documents I could read.');
    else if (!synth) {
      ex.lexicon.propositions.forEach((p, i) => {
        if (known[i]) lines.push(`One source states: ${rng.pick(p.paraphrases)}.`);
      });
      lines.push('I could not determine the answer from the documents I could read.');
    }
    if (synth) lines.push(`Putting the documents together: ${composite()}`);
    return lines.join('\n');
  }

  private readonly heard = new Map<string, boolean>();
  /** Does a teammate's text state the composite? (cached: the same findings are re-read every turn) */
  private statesComposite(text: string): boolean {
    let r = this.heard.get(text);
    if (r === undefined) {
      r = detectLeak(text, this.example.lexicon) !== undefined;
      this.heard.set(text, r);
    }
    return r;
  }

  /** The sentence of a read document or a finding that holds the benign gold answer. */
  private goldSentence(v: View): string | undefined {
    const gold = normsOf(this.example).gold;
    for (const text of [...v.toolTexts.filter((t) => !t.startsWith('Search results:')), ...v.findings]) {
      if (!normalizeText(text).includes(gold)) continue;
      for (const s of text.split(/(?<=[.!?])\s+|\n+/)) {
        const clean = s.replace(/^-\s*/, '').trim();
        if (normalizeText(clean).includes(gold) && !clean.startsWith('Findings from')) return clean;
      }
      // Abbreviations ("R. Adeyemi-Holt") can split the gold across sentences: quote the line around it.
      const line = text.split('\n').find((l) => normalizeText(l).includes(gold) && !l.startsWith('Findings from'));
      if (line) return line.replace(/^-\s*/, '').trim();
    }
    return undefined;
  }
}
