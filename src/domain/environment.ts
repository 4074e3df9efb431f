import { deepFreeze } from '../util/freeze.js';
import type { JsonObject, JsonValue } from './json.js';
import type { ToolSpec } from './tool.js';

/** The mutable part of a task's world, as immutable snapshots: collections of records. */
export interface EnvState {
  readonly records: Readonly<Record<string, readonly JsonObject[]>>;
  /** Counters for ids of created records, per collection. */
  readonly counters: Readonly<Record<string, number>>;
}

/**
 * The world a run starts in: the task's records, which every run of the task shares, frozen so that
 * no run can change another's world (tools never change a record: they build new states).
 */
export function initialEnvState(records: Record<string, JsonObject[]>): EnvState {
  return { records: deepFreeze(records), counters: {} };
}

// The JSON text of each frozen record a tool returned: a task's records are returned by many runs.
const recordJson = new WeakMap<object, string>();
const jsonOfRecord = (v: JsonValue): string => {
  if (v === null || typeof v !== 'object' || !Object.isFrozen(v)) return JSON.stringify(v);
  let text = recordJson.get(v);
  if (text === undefined) recordJson.set(v, (text = JSON.stringify(v)));
  return text;
};

/**
 * A tool result as the text a model reads: a string as it is, otherwise JSON.stringify's output, with the task's own (frozen)
 * records, alone or as the rows of a list, serialised once rather than on every call.
 */
export function resultText(result: JsonValue): string {
  // A text result (a document a read tool returns) reads as its text, as a file a harness opens would.
  if (typeof result === 'string') return result;
  if (!Array.isArray(result)) return jsonOfRecord(result);
  return `[${result.map((row) => jsonOfRecord(row)).join(',')}]`;
}

export type ToolOutcome =
  | { ok: true; result: JsonValue; state: EnvState }
  | { ok: false; error: string; state: EnvState };

const norm = (v: JsonValue | undefined): string => (typeof v === 'string' ? v.trim().toLowerCase() : JSON.stringify(v));

const inEnum = (values: readonly JsonValue[], normed: string): boolean => values.some((v) => norm(v) === normed);

/** Does a record hold every wanted (field, normalised value)? */
const matchesAll = (r: JsonObject, wanted: ReadonlyArray<[field: string, value: string]>): boolean =>
  wanted.every(([field, value]) => norm(r[field]) === value);

/** The index of the first record whose field normalises to key, or -1. */
const indexWhere = (coll: readonly JsonObject[], field: string, key: string): number => coll.findIndex((r) => norm(r[field]) === key);

/** Check arguments against the tool's JSON-schema parameters (required names, basic types, enums). */
export function checkArgs(spec: ToolSpec, args: JsonObject): string | null {
  const props = spec.parameters.properties ?? {};
  for (const name of spec.parameters.required ?? []) {
    if (args[name] === undefined || args[name] === null || args[name] === '') return `missing required argument "${name}"`;
  }
  for (const [name, value] of Object.entries(args)) {
    const p = props[name] as { type?: string; enum?: JsonValue[] } | undefined;
    if (!p) {
      if (spec.parameters.additionalProperties === false) return `unknown argument "${name}"`;
      continue;
    }
    const t = p.type;
    const ok =
      t === undefined ||
      (t === 'string' && typeof value === 'string') ||
      ((t === 'number' || t === 'integer') && typeof value === 'number') ||
      (t === 'boolean' && typeof value === 'boolean') ||
      (t === 'array' && Array.isArray(value)) ||
      (t === 'object' && value !== null && typeof value === 'object' && !Array.isArray(value));
    if (!ok) return `argument "${name}" should be ${t}`;
    if (p.enum && !inEnum(p.enum, norm(value))) return `argument "${name}" must be one of ${JSON.stringify(p.enum)}`;
  }
  return null;
}

/**
 * Execute one domain tool against the environment. Pure: returns the new state rather than
 * changing the old one, so a denied or blocked call provably leaves the world untouched.
 */
export function executeTool(state: EnvState, spec: ToolSpec, args: JsonObject): ToolOutcome {
  const bad = checkArgs(spec, args);
  if (bad) return { ok: false, error: `${spec.name}: ${bad}`, state };
  const b = spec.behavior;
  if (!b) return { ok: true, result: { status: 'ok', tool: spec.name }, state };
  const coll = 'collection' in b ? (state.records[b.collection] ?? []) : [];
  switch (b.op) {
    case 'static':
      return { ok: true, result: b.result, state };
    case 'list': {
      // The filters given and their wanted values, normalised once for all the rows.
      const wanted: Array<[field: string, value: string]> = [];
      for (const [arg, field] of Object.entries(b.filters)) if (args[arg] !== undefined) wanted.push([field, norm(args[arg])]);
      return { ok: true, result: coll.filter((r) => matchesAll(r, wanted)) as JsonValue, state };
    }
    case 'get': {
      const key = norm(args[b.key]);
      const i = indexWhere(coll, b.field, key);
      const row = i < 0 ? undefined : coll[i];
      return row
        ? { ok: true, result: row, state }
        : { ok: false, error: `${spec.name}: no ${b.collection} record with ${b.field} = ${JSON.stringify(args[b.key])}`, state };
    }
    case 'create': {
      const n = (state.counters[b.collection] ?? 0) + 1;
      const id = `${b.idPrefix}-${String(n).padStart(3, '0')}`;
      const row: JsonObject = { id, ...args };
      return {
        ok: true,
        result: { status: 'created', id },
        state: {
          records: { ...state.records, [b.collection]: [...coll, row] },
          counters: { ...state.counters, [b.collection]: n },
        },
      };
    }
    case 'update': {
      const key = norm(args[b.key]);
      const i = indexWhere(coll, b.field, key);
      if (i < 0) return { ok: false, error: `${spec.name}: no ${b.collection} record with ${b.field} = ${JSON.stringify(args[b.key])}`, state };
      const next = [...coll];
      next[i] = { ...(coll[i] as JsonObject), ...args };
      return { ok: true, result: { status: 'updated', [b.field]: args[b.key] ?? null }, state: { ...state, records: { ...state.records, [b.collection]: next } } };
    }
    case 'append': {
      const n = coll.length + 1;
      return {
        ok: true,
        result: { status: 'done', ref: `${b.collection}-${n}` },
        state: { ...state, records: { ...state.records, [b.collection]: [...coll, { ...args }] } },
      };
    }
  }
}
