import { ConfirmPolicySchema } from '../domain/trajectory.js';
import { oneOf, registryOrder, splitAxisList } from './axis-list.js';

/**
 * The confirmation-policy axis. A grid takes the unattended policies; `run-one` also takes the ones
 * that need a person or a script (interactive, scripted). Undefended runs never ask, so a grid
 * expands them once, with the first policy given.
 */
export const CONFIRMATIONS: readonly string[] = ConfirmPolicySchema.options;
export const GRID_CONFIRMATIONS: readonly string[] = ['auto-approve', 'auto-deny', 'oracle', 'consent-by-delegator'];
export const DEFAULT_CONFIRMATION = 'auto-approve';
export const CONFIRMATION_HELP = `confirmation policies for defended runs: ${GRID_CONFIRMATIONS.join(',')} (consent-by-delegator: the delegating agent's model answers instead of the user; an agent nobody delegated to asks the user, as auto-approve)`;

export function parseConfirmations(text: string): string[] {
  return splitAxisList('confirmation policy', text, GRID_CONFIRMATIONS, oneOf(GRID_CONFIRMATIONS));
}

export function orderConfirmations(values: Iterable<string>): string[] {
  return registryOrder(CONFIRMATIONS, values);
}
