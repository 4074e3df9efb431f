/** The actor runtime: run a task under an architecture, defense and confirmation policy. */
export * from '../contracts/runtime.js';
export type { CallJudgement, Defense, DefenseRun } from '../contracts/defense.js';
export { HandoffContractError, type DeliveryStage } from './delivery.js';
export * from './prompts.js';
export * from './agent-plan.js';
export * from './run.js';
export * from './fork.js';
export { scriptedModel, type ScriptStep, type ScriptedModelOptions } from './scripted-model.js';
/** Reply builders for scripted models: script.reply(script.call(...), script.handoff(...)). */
export * as script from './scripted-model.js';
export * from './plan-model.js';
export * from './model-spec.js';
export * from './authorizer-deterministic.js';
export * from './confirm/index.js';
export * from './measure.js';
export * from './protocol-module.js';
