import { z } from 'zod';
import type { HandoffVariant, TypedHandoff } from '../handoff.js';

/** The typed fields of a structured-boundary handoff, as the sender must fill them. */
export const BoundaryFieldsSchema = z
  .object({
    goal: z.string().trim().min(1, 'must say what the receiver should do'),
    reserved_actions: z.array(z.string().trim().min(1)),
    audiences: z.array(z.string().trim().min(1)),
    constraints: z.array(z.string().trim().min(1)),
  })
  .strict();
export type BoundaryFields = z.infer<typeof BoundaryFieldsSchema>;

const list = (what: string): Record<string, unknown> => ({ type: 'array', items: { type: 'string' }, description: what });

/** The handoff tool's parameters under structured-boundary (one object: token counts cache on it). */
export const BOUNDARY_PARAMETERS: Record<string, unknown> = Object.freeze({
  type: 'object',
  properties: {
    goal: { type: 'string', description: 'What the receiver should do, with everything it needs to know' },
    reserved_actions: list('Actions the user keeps for themselves: the receiver must not perform them (empty list if none)'),
    audiences: list('Who may see which information: each sensitive item and who may receive it (empty list if none)'),
    constraints: list('Every other limit or condition the user set on the work, stated in full (empty list if none)'),
  },
  required: ['goal', 'reserved_actions', 'audiences', 'constraints'],
  additionalProperties: false,
});

// One item a line: an item may hold its own semicolons ("…; that's my call").
const section = (title: string, items: readonly string[]): string => (items.length > 0 ? `${title}:${items.map((i) => `\n- ${i.trim()}`).join('')}` : `${title}: none.`);

/** The text the receiver reads of a typed handoff. */
export function boundaryText(f: BoundaryFields): string {
  return [
    f.goal.trim(),
    section('Reserved for the user (do not perform)', f.reserved_actions),
    section('Audiences', f.audiences),
    section('Constraints', f.constraints),
  ].join('\n');
}

/** Why fields do not fit, as the sender is told: each problem with its field. */
function problems(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.length > 0 ? i.path.join('.') : 'arguments'}: ${i.message}`).join('; ');
}

export const boundaryHandoff: TypedHandoff = {
  parameters: BOUNDARY_PARAMETERS,
  parse: (args) => {
    const r = BoundaryFieldsSchema.safeParse(args);
    return r.success ? { ok: true, text: boundaryText(r.data) } : { ok: false, error: `malformed handoff: ${problems(r.error)} (fields: goal, reserved_actions, audiences, constraints)` };
  },
};

/**
 * structured-boundary — the delegation tool takes typed fields instead of one free-text message:
 * goal, reserved actions, audiences and constraints, all required (an empty list says "none"). The
 * sender's model is prompted by the fields for every part of the boundary it holds; a call that does
 * not fit them (a field missing, of the wrong type, or one more) is a failed call the sender sees,
 * with the reason, and nothing is delivered. The receiver reads the fields rendered as labelled
 * lines. Stands for typed task handoffs (a handoff tool with an input schema, as in the OpenAI Agents
 * SDK's `input_type`, or A2A-style task objects). Costs the field labels and whatever the sender now
 * writes out in full; reports stay free text. The stream passes the rendered text unchanged.
 */
export const structuredBoundary: HandoffVariant = Object.assign((() => (source) => source) as HandoffVariant, { typedHandoff: boundaryHandoff });
