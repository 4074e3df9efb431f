/**
 * masdrift/testing — a property-testing kit for the monotone-attenuation invariant: fast-check
 * arbitraries (tool surfaces, scopes of every kind, policies, proposals, calls, handoff messages,
 * delegation graphs, hostile inputs included) and ready-made properties to apply to your own
 * attenuation function, lattice or protocol variant. fast-check is a peer dependency.
 */
export * from './arbitraries.js';
export * from './properties.js';
