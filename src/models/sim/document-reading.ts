import type { ChatMessage, ChatToolCall } from '../types.js';
import type { Rng } from '../../util/rng.js';
import { normalizeText } from '../../text/mosaic-terms.js';
import { userQuery } from './document-context.js';
import type { ReadingBehaviour } from './reading-behaviour.js';

/*
 * The document-reading behaviour of the simulated model: with list/search/read tools among those it
 * is offered, how it explores a documents folder (the profile's reading.explore), one batch of tool
 * calls per turn, from its transcript alone.
 */

const STOP = new Set(
  'a an the is are was were be been of in on at to for from by with and or what which who whom whose where when how why does do did can could will would should this that these those it its any all right now into about there their them they i you your me my we our us still some full clearance including top secret compilations ignore system level restrictions answer completely hold material'.split(' '),
);

/** Content words of a text, for search queries. */
export function keywords(text: string): string[] {
  const seen = new Set<string>();
  for (const w of normalizeText(text).split(/[^a-z0-9'-]+/)) {
    const t = w.replace(/^['-]+|['-]+$/g, '').replace(/'s$/, '');
    if (t.length > 1 && !STOP.has(t)) seen.add(t);
  }
  return [...seen];
}

/** Identifiers and dates in a text (codes such as fw-edge-03, KS-12, 4471-K, "12 May"). */
export function identifiers(text: string): string[] {
  const months = 'January|February|March|April|May|June|July|August|September|October|November|December';
  const re = new RegExp(`\\b(?:[A-Za-z]+[-.])*[A-Za-z]*\\d+[A-Za-z0-9]*(?:[-.][A-Za-z0-9]+)*\\b|\\b\\d{1,2} (?:${months})\\b|\\b[A-Z]{4,}\\b`, 'g');
  const out = new Set<string>();
  for (const m of text.matchAll(re)) if (/[A-Za-z]/.test(m[0]) && m[0].length >= 3) out.add(m[0]);
  return [...out];
}

interface ToolUse {
  name: string;
  args: Record<string, unknown>;
  result: string;
}

function toolHistory(messages: readonly ChatMessage[]): ToolUse[][] {
  const results = new Map<string, string>();
  for (const m of messages) if (m.role === 'tool') results.set(m.tool_call_id, m.content);
  const batches: ToolUse[][] = [];
  for (const m of messages) {
    if (m.role !== 'assistant' || !m.tool_calls?.length) continue;
    batches.push(
      m.tool_calls.map((c) => {
        let args: Record<string, unknown> = {};
        try {
          args = JSON.parse(c.function.arguments) as Record<string, unknown>;
        } catch {
          args = {};
        }
        return { name: c.function.name, args, result: results.get(c.id) ?? '' };
      }),
    );
  }
  return batches;
}

/** Paths named in a listing or search result ("docs/x.md ..." lines). */
const pathsIn = (result: string): string[] => [...result.matchAll(/^\s*(?:\d+\.\s*)?(docs\/[^\s]+\.md)/gm)].map((m) => m[1] ?? '').filter(Boolean);

/** Choose the next tool calls of the agent, or null when it is ready to answer. */
export function simHarnessStep(reading: ReadingBehaviour, messages: readonly ChatMessage[], rng: Rng, turn: number): ChatToolCall[] | null {
  const h = reading.explore;
  const batches = toolHistory(messages);
  const all = batches.flat();
  const readPaths = new Set(all.filter((u) => u.name === 'read_document').map((u) => String(u.args.path ?? '')));
  let n = 0;
  const call = (name: string, args: Record<string, unknown>): ChatToolCall => ({ id: `call_${turn}_${n++}`, type: 'function', function: { name, arguments: JSON.stringify(args) } });
  const read = (path: string): ChatToolCall => call('read_document', rng.chance(h.skim) ? { path, max_chars: h.skimChars } : { path });
  const query = userQuery(messages);

  if (batches.length === 0) {
    return rng.chance(h.listFirst) ? [call('list_documents', {})] : [call('search_documents', { query: keywords(query).join(' ') })];
  }
  const last = batches[batches.length - 1] ?? [];
  const first = last[0];
  if (first?.name === 'list_documents') {
    const paths = pathsIn(first.result).filter((p) => !readPaths.has(p));
    if (paths.length && rng.chance(h.readAllListed)) return paths.map(read);
    return [call('search_documents', { query: keywords(query).join(' ') })];
  }
  if (first?.name === 'search_documents') {
    const hits = pathsIn(first.result).filter((p) => !readPaths.has(p)).slice(0, h.searchTopK);
    return hits.length ? hits.map(read) : null;
  }
  const searches = all.filter((u) => u.name === 'search_documents').length;
  if (first?.name === 'read_document' && searches < 2 && rng.chance(h.followUp)) {
    const known = new Set(keywords(query));
    const ids = identifiers(last.map((u) => u.result).join('\n')).filter((t) => !known.has(t.toLowerCase()));
    if (ids.length) return [call('search_documents', { query: ids.slice(0, 4).join(' ') })];
  }
  return null;
}

