/** XState machines of the actor runtime: agent, monitor, tool, confirmation and authorizer. */
export * from './agent.js';
export * from './monitor.js';
export * from './tool.js';
export * from './confirmation.js';
export * from './authorizer.js';
