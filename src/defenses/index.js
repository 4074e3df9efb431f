/** The defenses (one module each), their registry and how a combination composes. */
export { source, judgeAgainst } from './source.js';
export { chain } from './chain.js';
export { defenseStack } from './compose.js';
export { DEFENSE_JOINER, NO_DEFENSE, canonicalDefenseId, defenseId, defenseNames, parseDefenses, registerDefense, registeredDefenses } from './registry.js';
