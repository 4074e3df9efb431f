/**
 * Coordination tools let agents hand work to each other and end the run. They are not part of a
 * task's tool surface: no policy rule covers them and the monitor never judges them.
 */
export const HANDOFF_PREFIX = 'handoff_to_';
export const REPORT_TOOL = 'report_back';
export const FINISH_TOOL = 'finish';
export function handoffToolName(agentId) {
    return `${HANDOFF_PREFIX}${agentId.replace(/[^a-zA-Z0-9_]/g, '_')}`;
}
export function isCoordinationTool(name) {
    return name.startsWith(HANDOFF_PREFIX) || name === REPORT_TOOL || name === FINISH_TOOL;
}
