import { z } from 'zod';
import type { JsonObject } from '../domain/json.js';
import type { ToolSpec } from '../domain/tool.js';
import type { Proposal } from '../policy/attenuate.js';
import { failClosedPolicy, failClosedProposal } from '../policy/fail-closed.js';
import { PolicySchema, ProvenanceSchema, ScopeSchema, StageSchema, type Policy, type Rule } from '../policy/schema.js';
import type { AuthorizerService, Unusable } from '../contracts/runtime.js';
import { COMPILE_SYSTEM, PROPOSE_SYSTEM, RESOLVE_SYSTEM } from './prompts/authorizer.v1.js';
import { joinParts, type TextPart } from './tokens.js';
import type { ChatModel, ChatRequest, Usage } from './types.js';
import { sameItems } from '../util/arrays.js';
import { boundedMemo, perTaskCache } from '../util/memo.js';
import { deepFreeze } from '../util/freeze.js';

/** A rule of a handoff proposal, as the authorizer must answer it. */
const ProposalRuleSchema = z
  .object({
    tool: z.string(),
    scope: ScopeSchema.optional(),
    stage: StageSchema.optional(),
    provenance: ProvenanceSchema.optional(),
  })
  .strict();

/** A handoff proposal, as the authorizer must answer it. */
export const ProposalSchema = z.object({ rules: z.array(ProposalRuleSchema) }).strict();

const ResolveAnswerSchema = z.object({ resolution: z.enum(['match', 'mismatch']).nullable() }).strict();

/** The public surface of a tool: what any agent may know about it (never its environment behaviour). */
export function publicTool(t: ToolSpec): Record<string, unknown> {
  return { name: t.name, description: t.description, parameters: t.parameters, effect: t.effect, irreversible: t.irreversible, audienceParam: t.audienceParam };
}

// The public surface of a tool is rendered into every compile and propose prompt; its JSON is
// memoised per (immutable, loaded) tool object.
const publicJson = new WeakMap<ToolSpec, string>();

// A task's tool array is resent in every prompt of the task: its JSON is memoised per array too, so
// every prompt carries the same string object, whose hash the token counter's and the simulated
// authorizer's memos then compute once (and whose lookups compare by identity). The entry keeps the
// elements it was built from, so an array changed since is rendered afresh.
const surfaceJson = new WeakMap<readonly ToolSpec[], { tools: readonly ToolSpec[]; json: string }>();

/** JSON of `tools.map(publicTool)`, byte for byte, from the per-array and per-tool memos. */
function toolsJson(tools: readonly ToolSpec[]): string {
  const hit = surfaceJson.get(tools);
  if (hit !== undefined && sameItems(hit.tools, tools)) return hit.json;
  const json = renderTools(tools);
  surfaceJson.set(tools, { tools: [...tools], json });
  return json;
}

function renderTools(tools: readonly ToolSpec[]): string {
  let out = '[';
  for (let i = 0; i < tools.length; i++) {
    const t = tools[i] as ToolSpec;
    let j = publicJson.get(t);
    if (j === undefined) {
      j = JSON.stringify(publicTool(t));
      publicJson.set(t, j);
    }
    out += i === 0 ? j : `,${j}`;
  }
  return `${out}]`;
}

// A task's request is compiled under many cells with the same tool array: the compile prompt's user
// content is memoised per array with the last request it was built for, so those prompts carry one
// string object, whose hash the simulated authorizer's answer memo and the token counter's cache then
// compute once (and whose lookups compare by identity).
const compileContent = new WeakMap<readonly ToolSpec[], { request: string; json: string; content: string }>();

/** JSON.stringify({ request, tools: tools.map(publicTool) }), byte for byte. */
function compileUser(request: string, tools: readonly ToolSpec[]): string {
  const json = toolsJson(tools);
  const hit = compileContent.get(tools);
  if (hit !== undefined && hit.json === json && hit.request === request) return hit.content;
  const content = `{"request":${JSON.stringify(request)},"tools":${json}}`;
  compileContent.set(tools, { request, json, content });
  return content;
}

/** The requests the LLM authorizer sends (exported so the simulated model and tests read the same shapes). */
export function compileRequest(model: string, request: string, tools: readonly ToolSpec[]): ChatRequest {
  return {
    model,
    messages: [
      { role: 'system', content: COMPILE_SYSTEM },
      { role: 'user', content: compileUser(request, tools) },
    ],
    responseFormat: { type: 'json_object' },
  };
}

/**
 * The text of JSON.stringify({ rules }) as parts, each rule a recurring part: the rules of policies
 * and proposals recur from text to text (the same P0 and its attenuations under many handoffs, the
 * same message sentences), so their tokens are counted once (joinParts).
 */
export function rulesParts(rules: readonly object[]): TextPart[] {
  const parts: TextPart[] = ['{"rules":['];
  rules.forEach((r, i) => {
    if (i > 0) parts.push(',');
    parts.push(rulePart(r));
  });
  parts.push(']}');
  return parts;
}

/** A rule's recurring part, with the rule it was written from when that is deep-frozen (null otherwise). */
interface RulePart {
  recurring: string;
  rule: object | null;
}

function rulePart(r: object): RulePart {
  const recurring = ruleJson(r);
  return { recurring, rule: frozenRuleJson.get(r) === recurring ? r : null };
}

/**
 * The deep-frozen rule a part of rulesParts was written from, if it was one: a reader of a text just
 * assembled from those parts (ChatMessage.parts) gets the rule without parsing its JSON again.
 */
export function partRule(part: TextPart): object | null {
  return typeof part === 'object' && 'rule' in part ? (part as RulePart).rule : null;
}

// A rule's provenance is its longest text (the sentence it came from), and provenance objects are
// shared: an attenuated rule keeps its parent's, the rules left out share one. Their JSON is memoised
// per (never changed) provenance object.
const provenanceJson = new WeakMap<object, string>();

// Rules that are deep-frozen (validated answers, compiled policies) are shared by every run that meets
// them: their JSON is memoised per rule object, so each is written once and every prompt carries the
// same string (whose hash the token counter's and the simulated model's memos then compute once).
const frozenRuleJson = new WeakMap<object, string>();

/** Nothing in v can change any more (freezing cannot be undone, so a check once is enough). */
function isDeepFrozen(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return true;
  if (!Object.isFrozen(v)) return false;
  for (const x of Object.values(v)) if (!isDeepFrozen(x)) return false;
  return true;
}

/** JSON.stringify(r), byte for byte; memoised per deep-frozen rule object. */
function ruleJson(r: object): string {
  const hit = frozenRuleJson.get(r);
  if (hit !== undefined) return hit;
  const json = plainRuleJson(r);
  if (isDeepFrozen(r)) frozenRuleJson.set(r, json);
  return json;
}

/**
 * JSON.stringify(r), byte for byte: a plain rule {tool, scope, stage, provenance} (keys in that order,
 * nothing left out as undefined) is written field by field around its provenance's memoised JSON.
 */
function plainRuleJson(r: object): string {
  const rule = r as { tool?: unknown; scope?: unknown; stage?: unknown; provenance?: unknown; toJSON?: unknown };
  const prov = rule.provenance;
  const keys = Object.keys(r);
  const plain = keys.length === 4 && keys[0] === 'tool' && keys[1] === 'scope' && keys[2] === 'stage' && keys[3] === 'provenance';
  if (!plain || rule.toJSON !== undefined || typeof rule.tool !== 'string' || typeof rule.stage !== 'string' || typeof prov !== 'object' || prov === null) return JSON.stringify(r);
  const scope = JSON.stringify(rule.scope) as string | undefined;
  let p = provenanceJson.get(prov);
  if (p === undefined) {
    p = JSON.stringify(prov) as string | undefined;
    if (p !== undefined) provenanceJson.set(prov, p);
  }
  if (scope === undefined || p === undefined) return JSON.stringify(r);
  return `{"tool":${JSON.stringify(rule.tool)},"scope":${scope},"stage":${JSON.stringify(rule.stage)},"provenance":${p}}`;
}

// A delegator's policy is the parent of each of its handoffs: its rules' JSON is memoised per policy
// object, so the prompts of those handoffs carry the same rule strings (the token counter's memo then
// hashes each once). Policies are values, never changed in place; the entry keeps the rule objects it
// was rendered from, so a policy given other rules since is rendered afresh.
const policyParts = new WeakMap<Policy, { rules: readonly Rule[]; parts: readonly TextPart[] }>();

/** Parts of JSON.stringify(parent): by rule when the policy has its rules and nothing else. */
function parentParts(parent: Policy): readonly TextPart[] {
  if (Object.keys(parent).length !== 1 || !Array.isArray(parent.rules)) return [JSON.stringify(parent)];
  const hit = policyParts.get(parent);
  if (hit !== undefined && sameItems(hit.rules, parent.rules)) return hit.parts;
  const parts = rulesParts(parent.rules);
  policyParts.set(parent, { rules: [...parent.rules], parts });
  return parts;
}

export function proposeRequest(model: string, message: string, tools: readonly ToolSpec[], parent: Policy): ChatRequest {
  // Same text as JSON.stringify({ message, tools: tools.map(publicTool), parent }); the tool surface and
  // the parent's rules recur in every prompt of a task (counted by parts, their token counts are reused).
  const parts: TextPart[] = [`{"message":${JSON.stringify(message)},"tools":`, { recurring: toolsJson(tools) }, ',"parent":', ...parentParts(parent), '}'];
  return {
    model,
    messages: [
      { role: 'system', content: PROPOSE_SYSTEM },
      // The prompt keeps its parts: its tokens are counted by them, and the simulated authorizer reads it by them.
      { role: 'user', content: joinParts(parts), parts },
    ],
    responseFormat: { type: 'json_object' },
  };
}

export function resolveRequest(model: string, call: { tool: string; args: JsonObject }, rule: Rule): ChatRequest {
  return {
    model,
    messages: [
      { role: 'system', content: RESOLVE_SYSTEM },
      { role: 'user', content: JSON.stringify({ call, rule }) },
    ],
    responseFormat: { type: 'json_object' },
  };
}

/** An authorizer answer that could not be used, kept so reports can show fail-closed decisions. */
export interface AuthorizerFailure {
  runId: string;
  what: 'compile' | 'propose' | 'resolve';
  reason: string;
}

/** The JSON text of an answer: trimmed, out of any code fence. */
function answerText(content: string | null): string {
  if (content === null) throw new Error('no content in the answer');
  return content.trim().replace(/^```(?:json)?\s*/i, '').replace(/```$/, '').trim();
}

function parseAnswer(content: string | null): unknown {
  return JSON.parse(answerText(content));
}

/*
 * Answers recur across a grid (the same prompt gets the same answer), and validating one is costly:
 * the validated value is memoised by the answer text. It is shared by every run that gets the same
 * answer, so it is frozen: no run can change what another sees. Invalid answers are not memoised
 * (they take the failure path).
 */
const validated = { policy: perTaskCache(new Map<string, unknown>()), proposal: perTaskCache(new Map<string, unknown>()) };
const VALIDATED_LIMIT = 2_000;

function parseValidated<T>(what: keyof typeof validated, content: string | null, validate: (text: string) => T): T {
  const memo = validated[what];
  const hit = content === null ? undefined : memo.get(content);
  if (hit !== undefined) return hit as T;
  const value = deepFreeze(validate(answerText(content)));
  if (content !== null) {
    if (memo.size >= VALIDATED_LIMIT) memo.clear();
    memo.set(content, value);
  }
  return value;
}

export const RULES_OPEN = '{"rules":[';
export const RULES_CLOSE = ']}';
const RULE_CUT = ',{"tool":';

/**
 * The texts between `{"rules":[`, each `,{"tool":` cut and `]}`; null for text of another shape.
 * A cut never falls inside a JSON string (a quote there is escaped), so when every piece parses,
 * the whole text is {"rules":[…the pieces' values…]} as JSON.parse reads it; a wrong cut (in text
 * that is no JSON) leaves a piece that does not parse.
 */
export function rulePieces(text: string): string[] | null {
  if (!text.startsWith(RULES_OPEN) || !text.endsWith(RULES_CLOSE)) return null;
  const end = text.length - RULES_CLOSE.length;
  if (end === RULES_OPEN.length) return [];
  const pieces: string[] = [];
  let start = RULES_OPEN.length;
  for (let i = text.indexOf(RULE_CUT, start); i !== -1 && i < end; i = text.indexOf(RULE_CUT, i + 1)) {
    pieces.push(text.slice(start, i));
    start = i + 1;
  }
  pieces.push(text.slice(start, end));
  return pieces;
}

// A new proposal is mostly made of rules answered before (the same sentence of a message calls for
// the same tool under many handoffs): validated rule by rule, each rule memoised by its text.
const proposalRuleOf = boundedMemo(VALIDATED_LIMIT * 4, (text): Proposal['rules'][number] => deepFreeze(ProposalRuleSchema.parse(JSON.parse(text))), { perTask: true });

/**
 * ProposalSchema.parse(JSON.parse(text)). ProposalSchema has no constraint across rules, so when every
 * piece (rulePieces) is a valid rule, the whole is valid and its value is {rules: the pieces' values};
 * anything else is validated whole, which gives the error exactly as before.
 */
function proposalOf(text: string): Proposal {
  const pieces = rulePieces(text);
  if (pieces !== null) {
    try {
      return { rules: pieces.map(proposalRuleOf) };
    } catch {
      // a piece that is no valid rule: validate the whole text below
    }
  }
  return ProposalSchema.parse(JSON.parse(text));
}

function errorText(e: unknown): string {
  if (e instanceof z.ZodError) return e.issues.map((i) => `${i.path.join('.') || '$'}: ${i.message}`).join('; ');
  return e instanceof Error ? e.message : String(e);
}

/**
 * P0 = Compile(u, T), Chain proposals and uncertain-scope resolution by asking a chat model, with
 * versioned prompts. The model sees only the request or handoff message and the public tool surface.
 * Answers are validated; an unusable one is replaced fail-closed (src/policy/fail-closed.ts), said so
 * in the answer (`unusable`, which the run records as a degradation) and kept in `failures`. A call
 * that fails (transport, after the model's retries) rejects: the run fails, it is not degraded.
 */
export class LlmAuthorizer implements AuthorizerService {
  readonly failures: AuthorizerFailure[] = [];

  constructor(
    private readonly model: ChatModel,
    private readonly modelName = model.id,
  ) {}

  async compile(request: string, tools: readonly ToolSpec[], ctx: { runId: string }): Promise<{ policy: Policy; usage: Usage; unusable?: Unusable }> {
    const res = await this.model.complete(compileRequest(this.modelName, request, tools), { runId: ctx.runId, agent: 'authorizer:compile', turn: 0, purpose: 'defense' });
    try {
      const policy = parseValidated('policy', res.message.content, (text) => PolicySchema.parse(JSON.parse(text)));
      const names = new Set(tools.map((t) => t.name));
      const covered = new Set(policy.rules.map((r) => r.tool));
      const missing = [...names].filter((n) => !covered.has(n));
      const extra = [...covered].filter((n) => !names.has(n));
      if (missing.length || extra.length) throw new Error(`rules must cover exactly the tools (missing: ${missing.join(', ') || 'none'}; unknown: ${extra.join(', ') || 'none'})`);
      // parsed, so canonical (rules by tool, scopes normalised); the rule list is the caller's own
      return { policy: { rules: [...policy.rules] }, usage: res.usage };
    } catch (e) {
      const reason = errorText(e);
      this.failures.push({ runId: ctx.runId, what: 'compile', reason });
      return { policy: failClosedPolicy(tools, reason), usage: res.usage, unusable: { reason, replacement: 'fail-closed P0: world-changing tools never, reads allowed' } };
    }
  }

  async propose(message: string, tools: readonly ToolSpec[], parent: Policy, ctx: { runId: string; handoffSeq: number }): Promise<{ proposal: Proposal; usage: Usage; unusable?: Unusable }> {
    const res = await this.model.complete(proposeRequest(this.modelName, message, tools, parent), { runId: ctx.runId, agent: 'authorizer:propose', turn: ctx.handoffSeq, purpose: 'defense' });
    try {
      return { proposal: parseValidated('proposal', res.message.content, proposalOf), usage: res.usage };
    } catch (e) {
      const reason = errorText(e);
      this.failures.push({ runId: ctx.runId, what: 'propose', reason });
      return { proposal: failClosedProposal(parent, tools, reason), usage: res.usage, unusable: { reason, replacement: "parent's policy with world-changing tools never" } };
    }
  }

  async resolveUncertain(call: { tool: string; args: JsonObject }, rule: Rule, ctx: { runId: string; callSeq: number }): Promise<{ resolution: 'match' | 'mismatch' | null; usage: Usage; unusable?: Unusable }> {
    const res = await this.model.complete(resolveRequest(this.modelName, call, rule), { runId: ctx.runId, agent: 'authorizer:resolve', turn: ctx.callSeq, purpose: 'defense' });
    try {
      return { resolution: ResolveAnswerSchema.parse(parseAnswer(res.message.content)).resolution, usage: res.usage };
    } catch (e) {
      const reason = errorText(e);
      this.failures.push({ runId: ctx.runId, what: 'resolve', reason });
      // Not left uncertain: an auto-approving confirmer would let it through. Fail closed.
      return { resolution: 'mismatch', usage: res.usage, unusable: { reason, replacement: 'mismatch (outside the rule\'s scope)' } };
    }
  }
}
