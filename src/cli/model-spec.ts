import type { Sampling } from '../models/types.js';
import { usageError } from '../util/user-error.js';

/**
 * The `--model` grammar:
 *   sim:<profile>                       the simulated model with a behaviour profile
 *   openai:<model>[?temperature=..&top_p=..&top_k=..&presence_penalty=..&reasoning_effort=..&max_tokens=..]
 *   replay:<cassette.jsonl or results folder>
 *   lead=<spec>+executor=<spec>         heterogeneous: the entry agent uses lead, every other agent executor
 */
export type ModelSpec =
  | { kind: 'sim'; profile: string }
  | { kind: 'openai'; model: string; sampling: Sampling }
  | { kind: 'replay'; path: string }
  /** Any other model registered with the runtime's registerModelProvider (e.g. plan:, script:). */
  | { kind: 'provider'; prefix: string; arg: string };

/** One model configuration of a grid: the lead (entry agent) and the executors (all others). */
export interface ModelConfig {
  /** The spec text as given, used as the configuration's name in results. */
  label: string;
  lead: ModelSpec;
  executor: ModelSpec;
}

const NUMERIC: Record<string, [number, number]> = {
  temperature: [0, 2],
  top_p: [0, 1],
  top_k: [1, 10_000],
  presence_penalty: [-2, 2],
  max_tokens: [1, 10_000_000],
};
const EFFORTS = ['minimal', 'low', 'medium', 'high'] as const;

function parseSampling(query: string, spec: string): Sampling {
  const out: Sampling = {};
  for (const pair of query.split('&').filter(Boolean)) {
    const eq = pair.indexOf('=');
    const key = eq < 0 ? pair : pair.slice(0, eq);
    const raw = eq < 0 ? '' : decodeURIComponent(pair.slice(eq + 1));
    if (key === 'reasoning_effort') {
      if (!(EFFORTS as readonly string[]).includes(raw)) throw usageError(`model spec "${spec}": reasoning_effort must be one of ${EFFORTS.join(', ')}, got "${raw}"`);
      out.reasoning_effort = raw as Sampling['reasoning_effort'];
      continue;
    }
    const range = NUMERIC[key];
    if (!range) throw usageError(`model spec "${spec}": unknown setting "${key}" (known: ${[...Object.keys(NUMERIC), 'reasoning_effort'].join(', ')})`);
    const n = Number(raw);
    if (raw === '' || !Number.isFinite(n) || n < range[0] || n > range[1]) throw usageError(`model spec "${spec}": ${key} must be a number in [${range[0]}, ${range[1]}], got "${raw}"`);
    if ((key === 'top_k' || key === 'max_tokens') && !Number.isInteger(n)) throw usageError(`model spec "${spec}": ${key} must be an integer, got "${raw}"`);
    (out as Record<string, number>)[key] = n;
  }
  return out;
}

/** Prefixes other modules registered as model providers; consulted for kinds this grammar does not own. */
let extraPrefixes: () => readonly string[] = () => [];

/** Let parseModelSpec accept the prefixes of another model registry. */
export function acceptModelPrefixes(list: () => readonly string[]): void {
  extraPrefixes = list;
}

/** Parse one model spec (not a lead/executor pair). */
export function parseModelSpec(text: string): ModelSpec {
  const spec = text.trim();
  const colon = spec.indexOf(':');
  const kind = colon < 0 ? spec : spec.slice(0, colon);
  const rest = colon < 0 ? '' : spec.slice(colon + 1);
  switch (kind) {
    case 'sim':
      if (!/^[a-z][a-z0-9-]*$/.test(rest) && !rest.endsWith('.json')) throw usageError(`model spec "${spec}": expected sim:<profile>, e.g. sim:default`);
      return { kind: 'sim', profile: rest };
    case 'openai': {
      const q = rest.indexOf('?');
      const model = q < 0 ? rest : rest.slice(0, q);
      if (!model) throw usageError(`model spec "${spec}": expected openai:<model>, e.g. openai:gpt-4.1-mini`);
      return { kind: 'openai', model, sampling: q < 0 ? {} : parseSampling(rest.slice(q + 1), spec) };
    }
    case 'replay':
      if (!rest) throw usageError(`model spec "${spec}": expected replay:<cassette.jsonl or results folder>`);
      return { kind: 'replay', path: rest };
    default: {
      const extra = extraPrefixes().filter((p) => !['sim', 'openai', 'replay'].includes(p));
      if (extra.includes(kind)) return { kind: 'provider', prefix: kind, arg: rest };
      const also = extra.map((p) => `${p}:…`).join(', ');
      throw usageError(`model spec "${spec}": unknown kind "${kind}" (expected sim:<profile>, openai:<model>, replay:<cassette>${also ? `, ${also}` : ''} or lead=<spec>+executor=<spec>)`);
    }
  }
}

/** Parse a `--model` value into a model configuration (homogeneous or lead/executor). */
export function parseModelConfig(text: string): ModelConfig {
  const label = text.trim();
  if (label.startsWith('lead=')) {
    const cut = label.indexOf('+executor=');
    if (cut < 0) throw usageError(`model spec "${label}": expected lead=<spec>+executor=<spec>`);
    return { label, lead: parseModelSpec(label.slice('lead='.length, cut)), executor: parseModelSpec(label.slice(cut + '+executor='.length)) };
  }
  if (label.startsWith('executor=')) throw usageError(`model spec "${label}": write lead=<spec>+executor=<spec> (lead first)`);
  const one = parseModelSpec(label);
  return { label, lead: one, executor: one };
}

/** Render a spec back to text (the inverse of parseModelSpec). */
export function formatModelSpec(s: ModelSpec): string {
  if (s.kind === 'sim') return `sim:${s.profile}`;
  if (s.kind === 'replay') return `replay:${s.path}`;
  if (s.kind === 'provider') return s.arg ? `${s.prefix}:${s.arg}` : s.prefix;
  const q = Object.entries(s.sampling).map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&');
  return `openai:${s.model}${q ? `?${q}` : ''}`;
}
