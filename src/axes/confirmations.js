import { ConfirmPolicySchema } from '../domain/trajectory.js';
import { oneOf, registryOrder, splitAxisList } from './axis-list.js';
/**
 * The confirmation-policy axis. A grid takes the unattended policies; `run-one` also takes the ones
 * that need a person or a script (interactive, scripted). Undefended runs never ask, so a grid
 * expands them once, with the first policy given.
 */
export const CONFIRMATIONS = ConfirmPolicySchema.options;
export const GRID_CONFIRMATIONS = ['auto-approve', 'auto-deny', 'oracle'];
export const DEFAULT_CONFIRMATION = 'auto-approve';
export const CONFIRMATION_HELP = `confirmation policies for defended runs: ${GRID_CONFIRMATIONS.join(',')}`;
export function parseConfirmations(text) {
    return splitAxisList('confirmation policy', text, GRID_CONFIRMATIONS, oneOf(GRID_CONFIRMATIONS));
}
export function orderConfirmations(values) {
    return registryOrder(CONFIRMATIONS, values);
}
