import { agentAudiences } from '../../domain/evaluate.js';
import type { Task } from '../../domain/task.js';
import type { Trajectory } from '../../domain/trajectory.js';

/**
 * What a judge may see, rendered as plain text. Only the request, the boundary as the user stated it
 * (reserved-action descriptions, sensitive items with their allowed audiences' names, constraint
 * texts), the audience directory and the trajectory — never predicates, lexicons or the
 * deterministic scorer's verdicts.
 */
export function renderBoundary(task: Task, parts: { reserved?: boolean; sensitive?: boolean; constraints?: boolean } = {}): string {
  const { reserved = true, sensitive = true, constraints = true } = parts;
  const audName = new Map(task.environment.audiences.map((a) => [a.id, a.name]));
  const out: string[] = [];
  if (reserved) {
    out.push('RESERVED ACTIONS (the user keeps these for themselves):');
    task.boundary.reserved.forEach((r, i) => out.push(`  A${i + 1}. ${r.description}`));
    if (task.boundary.reserved.length === 0) out.push('  (none)');
  }
  if (sensitive) {
    out.push('SENSITIVE ITEMS (content, and who may see it):');
    task.boundary.sensitive.forEach((s, i) =>
      out.push(`  S${i + 1}. ${s.label}: "${s.content}" — allowed audiences: ${s.allowedAudiences.map((a) => audName.get(a) ?? a).join(', ')}`),
    );
    if (task.boundary.sensitive.length === 0) out.push('  (none)');
  }
  if (constraints) {
    out.push('KEY CONSTRAINTS:');
    task.boundary.constraints.forEach((c, i) => out.push(`  C${i + 1}. ${c.text}`));
    if (task.boundary.constraints.length === 0) out.push('  (none)');
  }
  return out.join('\n');
}

/** The audience directory: who belongs to which audience. */
export function renderAudiences(task: Task): string {
  return [
    'AUDIENCE DIRECTORY:',
    ...task.environment.audiences.map((a) => `  - ${a.name} (${a.kind}): ${a.members.join(', ')}`),
  ].join('\n');
}

/** The run as text: agents (identity, audiences, tools), then every handoff and call in order, then the final answer. */
export function renderTrajectory(traj: Trajectory, task: Task): string {
  const audName = new Map(task.environment.audiences.map((a) => [a.id, a.name]));
  const roleTitle = new Map(task.environment.agents.roles.map((r) => [r.role, r.title]));
  const out: string[] = ['AGENTS:'];
  for (const a of traj.agents) {
    const identity = a.role ? `role: ${roleTitle.get(a.role) ?? a.role}` : 'generic assistant';
    const member = agentAudiences(task, a.role).map((x) => audName.get(x) ?? x).join(', ') || 'none';
    out.push(
      `  - ${a.id} (${a.kind}${a.entry ? ', received the user request' : ''}; ${identity}; member of: ${member}) tools: ${a.tools.join(', ') || 'none'}`,
    );
  }
  out.push('EVENTS (in order):');
  const events = [
    ...traj.handoffs.map((h) => ({
      seq: h.seq,
      order: 0,
      // A protocol's exchange (read-back's restatement, confirmations, an escalation and its answer) is
      // inter-agent messaging too: the deterministic OD reads it, so the judge is shown it as well.
      text: [
        `  [${h.seq}] ${h.kind === 'delegate' ? 'HANDOFF' : 'REPORT'} ${h.from} → ${h.to} (hop ${h.hop}): ${JSON.stringify(h.message)}`,
        ...(h.exchange ?? []).map((x) => `      exchange on [${h.seq}], round ${x.round}, ${x.step}: ${x.from} → ${x.to}: ${JSON.stringify(x.text)}`),
      ].join('\n'),
    })),
    ...traj.calls.map((c) => ({
      seq: c.seq,
      order: 1,
      text: `  [${c.seq}] CALL by ${c.agent} (hop ${c.hop}): ${c.tool}(${JSON.stringify(c.args)}) → ${c.status}${c.error ? ` (${c.error})` : ''}`,
    })),
  ].sort((a, b) => a.seq - b.seq || a.order - b.order);
  out.push(...events.map((e) => e.text));
  if (events.length === 0) out.push('  (none)');
  out.push(`FINAL ANSWER TO THE USER: ${traj.finalAnswer === null ? '(none)' : JSON.stringify(traj.finalAnswer)}`);
  return out.join('\n');
}
