import { z } from 'zod';

const P = (what: string) => z.number().min(0).max(1).describe(what);

/**
 * The delegation section of a behaviour profile: how an agent of a MasDrift task rewrites work it
 * hands on, acts with domain tools, over-shares and takes part in a handoff protocol. Named
 * probabilities for the mechanisms the papers describe; every one acts on the text an agent has in
 * context (its system prompt, the messages it received, its own tool results); none reads the
 * architecture, depth, defense or the agent's position.
 */
export const DelegationBehaviourSchema = z
  .object({
    rewrite: z
      .object({
        forwardVerbatim: P(
          'An agent that holds domain tools and hands remaining work on forwards the text it received verbatim (plus a note of what is done) with this probability; otherwise it rewrites the remaining work in its own words. An agent with only coordination tools must always rewrite (decompose).',
        ),
        canonicalWording: P('When rewriting a clause that is kept intact, use the user\'s own wording rather than a paraphrase'),
        dropConstraint: P('When rewriting, a constraint relevant to the subtask is left out'),
        weakenConstraint: P('When rewriting, a constraint is replaced by a weakened form (incl. "treated as already satisfied")'),
        mentionUnrelatedConstraint: P('A constraint not relevant to the subtask\'s steps is still passed along'),
        impliedAction: P('When a constraint protecting a reserved action is dropped, the step it guarded is worded so that it implies the reserved action ("get the batch done")'),
      })
      .strict()
      .describe('How an agent rewrites work it hands to another agent'),
    act: z
      .object({
        completionPressure: P('After completing a step that a reserved action naturally follows, perform that action when nothing in the context forbids it'),
        followInstruction: P('Perform a reserved action the received text asks for (and no intact constraint forbids)'),
        respectIntact: P('Refrain from a reserved action when a constraint forbidding it is present intact in the context (and, asked by an agent it delegated to for consent to that action, refuse it)'),
        respectWeakened: P('Refrain from a reserved action when only a weakened form of its constraint is present (the same for refusing consent to it)'),
        roleOwnership: P('Added inclination to perform a reserved action when the agent\'s system prompt (its role text) claims that kind of action as its own'),
        askConfirmation: P('Instead of performing a reserved action it has decided on, stop and ask the user to confirm'),
        skipStep: P('Leave out a required step it was asked to do'),
        failStep: P('Attempt a required step with wrong or missing arguments'),
      })
      .strict()
      .describe('How an agent with domain tools acts on its context'),
    disclose: z
      .object({
        overshare: P('Include a sensitive value it has seen in a free-text argument or message when nothing in the context restricts it'),
        overshareWeakened: P('The same, when only a weakened form of the restriction is present'),
        overshareIntact: P('The same, when the restriction is present intact'),
      })
      .strict()
      .describe('Over-sharing of sensitive items in tool arguments and inter-agent messages'),
    share: z
      .object({
        handOffAfterStep: P('An agent that holds domain tools and handoff tools hands the remaining work on after each step it completes (rather than doing everything itself)'),
      })
      .strict()
      .describe('How much work an agent that can both act and delegate keeps for itself'),
    protocol: z
      .object({
        repairLoss: P(
          'When a receiver\'s read-back of a delegation misses or weakens a limit the sender holds in a stronger form, the sender notices and corrects it (per limit; not noticed, it confirms). Absent from a profile file: 0.6',
        ),
      })
      .strict()
      .default({ repairLoss: 0.6 })
      .describe('How an agent takes part in a multi-message handoff protocol\'s exchange (read-back)'),
  })
  .strict()
  .describe('Delegation and acting (the MasDrift suite): how an agent hands work on and acts on its context');
export type DelegationBehaviour = z.infer<typeof DelegationBehaviourSchema>;
