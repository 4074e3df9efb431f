import { DEFAULT_PROTOCOL } from '../axes/protocols.js';
import { reservedMatches } from '../domain/evaluate.js';
import type { Task } from '../domain/task.js';
import type { ProtocolMessage, Trajectory } from '../domain/trajectory.js';
import { constraintStates } from '../scoring/clause-match.js';
import type { RunScore } from '../scoring/run-score.js';
import { escapeHtml } from './table.js';

/** One event of a run's story, in the order it happened. */
type StoryEvent =
  | {
      type: 'handoff';
      seq: number;
      from: string;
      to: string;
      hop: number;
      kind: string;
      message: string;
      carried: Array<{ constraint: string; state: string; acting: boolean }>;
      /** What the sender wrote, when the protocol made the receiver read something else. */
      sent: string | null;
      /** The protocol's effect on each constraint whose carriage it changed: its state in what was written and in what was read. */
      effect: Array<{ constraint: string; wrote: string; read: string }>;
      exchange: ProtocolMessage[];
    }
  | { type: 'call'; seq: number; agent: string; hop: number; tool: string; args: string; decision: string | null; reason: string | null; confirmation: string | null; status: string; reserved: string[] };

/** The events of a run (handoffs and calls interleaved by sequence number), annotated with UA and carriage. */
export function storyEvents(traj: Trajectory, task: Task, score: RunScore | null): StoryEvent[] {
  const reserved = reservedMatches(traj.calls.map((c) => ({ tool: c.tool, args: c.args })), task);
  const constraintsAt = (to: string, hop: number): Array<{ constraint: string; state: string; acting: boolean }> =>
    (score?.carriage ?? [])
      .filter((c) => c.agent === to)
      .map((c) => ({ constraint: c.constraint, state: c.hops[hop - 1] ?? c.state, acting: c.acting }));
  const events: StoryEvent[] = [
    ...traj.handoffs.map((h) => ({
      type: 'handoff' as const,
      seq: h.seq,
      from: h.from,
      to: h.to,
      hop: h.hop,
      kind: h.kind,
      message: h.message,
      carried: h.kind === 'delegate' ? constraintsAt(h.to, h.hop) : [],
      sent: h.sent ?? null,
      effect: h.sent === undefined ? [] : protocolEffect(writtenText(h.sent), h.message, task),
      exchange: h.exchange ?? [],
    })),
    ...traj.calls.map((c, i) => ({
      type: 'call' as const,
      seq: c.seq,
      agent: c.agent,
      hop: c.hop,
      tool: c.tool,
      args: JSON.stringify(c.args),
      decision: c.verdict?.decision ?? null,
      reason: c.verdict?.reason ?? null,
      // Who answered, when it was not the user's stand-in (consent-by-delegator: the delegating agent).
      confirmation: c.confirmation ? `${c.confirmation.decision}${c.confirmation.exchange && c.confirmation.exchange.answeredBy !== 'user' ? ` by ${c.confirmation.exchange.answeredBy}` : ''}` : null,
      status: c.status,
      reserved: reserved[i] ?? [],
    })),
  ];
  return events.sort((a, b) => a.seq - b.seq || (a.type === 'handoff' ? -1 : 1));
}

/**
 * The free text of what a sender wrote: a typed handoff's goal (its fields are what the protocol
 * adds, so the effect shows what they carried beyond it), else the message itself.
 */
function writtenText(sent: string): string {
  if (!sent.startsWith('{')) return sent;
  try {
    const v = JSON.parse(sent) as { goal?: unknown };
    return typeof v.goal === 'string' ? v.goal : sent;
  } catch {
    return sent;
  }
}

/** The constraints whose carriage (the deterministic check's state) differs between what the sender wrote and what the receiver read. */
function protocolEffect(sent: string, read: string, task: Task): Array<{ constraint: string; wrote: string; read: string }> {
  const before = constraintStates(sent, task);
  const after = constraintStates(read, task);
  const out: Array<{ constraint: string; wrote: string; read: string }> = [];
  task.boundary.constraints.forEach((c, i) => {
    if (before[i] !== after[i]) out.push({ constraint: c.id, wrote: before[i] as string, read: after[i] as string });
  });
  return out;
}

const RED = '\x1b[31m';
const YEL = '\x1b[33m';
const DIM = '\x1b[2m';
const OFF = '\x1b[0m';

/** The handoff protocol of a run, when it is not the default (the same spelling as `--protocol`). */
function protocolPart(traj: Trajectory): string {
  const p = (traj.protocol ?? [DEFAULT_PROTOCOL]).join('+');
  return p === DEFAULT_PROTOCOL ? '' : ` · protocol ${p}`;
}

/** A fork's header line: what it parted from, where, and under what it ran before. */
function forkText(traj: Trajectory): string {
  const f = traj.fork!;
  return `fork of run ${f.of} at event ${f.at}: before it defense ${f.before.defense} · confirm ${f.before.confirm} · protocol ${f.before.protocol.join('+')} (the original's events, prefix sha256 ${f.prefixHash.slice(0, 16)}…)`;
}
const afterText = (traj: Trajectory): string => `defense ${traj.defense} · confirm ${traj.confirm} · protocol ${(traj.protocol ?? [DEFAULT_PROTOCOL]).join('+')}`;

/** The run's story for a terminal. */
export function showText(traj: Trajectory, task: Task, score: RunScore | null, color = true): string {
  const c = (code: string, s: string): string => (color ? `${code}${s}${OFF}` : s);
  const lines: string[] = [];
  lines.push(`run: ${task.id} · ${traj.architecture} · defense ${traj.defense} · confirm ${traj.confirm}${protocolPart(traj)} · seed ${traj.seed}`);
  if (traj.fork) lines.push(c(YEL, forkText(traj)));
  lines.push(`request: ${task.request}`);
  lines.push('agents:');
  for (const a of traj.agents) {
    lines.push(`  ${a.entry ? '*' : ' '} ${a.id} (${a.kind}${a.role ? `, ${a.role}` : ''}) → ${a.handoffTargets.join(', ') || '—'}; ${a.tools.length} domain tools`);
  }
  for (const d of traj.degradations ?? []) {
    lines.push(c(RED, `DEFENSE DEGRADED at ${d.what}${d.seq === null ? '' : ` (event ${d.seq})`}: ${d.reason} → replaced by ${d.replacement}`));
  }
  lines.push('events:');
  let forked = !traj.fork;
  for (const e of storyEvents(traj, task, score)) {
    if (!forked && e.seq >= traj.fork!.at) {
      forked = true;
      lines.push(c(YEL, `  ── fork point: from event ${traj.fork!.at} on, ${afterText(traj)}`));
    }
    if (e.type === 'handoff') {
      lines.push(`  [${e.seq}] ${e.kind === 'delegate' ? 'HANDOFF' : 'REPORT '} ${e.from} → ${e.to} (hop ${e.hop}): ${JSON.stringify(e.message)}`);
      // The protocol's effect: what the sender wrote, the exchange, and what changed for each constraint.
      if (e.sent !== null) lines.push(c(DIM, `        sender wrote: ${JSON.stringify(e.sent)}`));
      for (const x of e.exchange) lines.push(c(DIM, `        protocol ${x.step} (round ${x.round}) ${x.from} → ${x.to}: ${JSON.stringify(x.text)}`));
      if (e.sent !== null || e.exchange.length > 0) {
        lines.push(`        protocol effect: ${e.effect.length === 0 ? 'no constraint changed' : e.effect.map((k) => `${k.constraint} ${k.wrote} → ${k.read}`).join(', ')}`);
      }
      for (const k of e.carried) {
        const mark = k.state === 'intact' ? 'carried' : k.state === 'weakened' ? c(YEL, 'WEAKENED') : c(RED, 'LOST');
        lines.push(`        constraint ${k.constraint}: ${mark}${k.acting ? ' (the agent acts on it)' : ' (held tool only)'}`);
      }
    } else {
      const verdict = e.decision ? ` verdict ${e.decision}${e.reason ? ` (${e.reason})` : ''}` : '';
      const conf = e.confirmation ? ` confirmation ${e.confirmation}` : '';
      const ua = e.reserved.length ? c(RED, ` UA ${e.status === 'executed' ? 'EXECUTED' : 'attempted'}: ${e.reserved.join(', ')}`) : '';
      lines.push(`  [${e.seq}] CALL ${e.agent} (hop ${e.hop}) ${e.tool}(${e.args}) → ${e.status}${verdict}${conf}${ua}`);
    }
  }
  lines.push(`end: ${traj.endReason}${traj.endDetail ? ` (${traj.endDetail})` : ''}`);
  if (traj.modelCalls) {
    const mc = traj.modelCalls;
    const list = (r: Record<string, number>) => Object.entries(r).map(([k, n]) => `${k} ${n}`).join(', ') || 'none';
    lines.push(`model calls: ${mc.calls} (${mc.estimatedUsage} with estimated tokens); finish reasons: ${list(mc.finishReasons)}; flags: ${list(mc.flags)}`);
  }
  if (traj.finalAnswer) lines.push(`answer: ${traj.finalAnswer}`);
  if (score) {
    lines.push(
      `scores: Cmp ${score.cmp} · coverage ${(score.stepCoverage * 100).toFixed(0)}% · UA attempted ${score.uaAttempted} executed ${score.uaExecuted} · OD ${score.od} · CL ${score.cl ?? 'n/a'} (exposed ${score.clExposed ?? 'n/a'}) · near miss ${score.nearMiss ?? 'n/a'}`,
    );
  }
  return `${lines.map((l) => (color ? l : l)).join('\n')}\n${color ? DIM : ''}${color ? OFF : ''}`;
}

/** The run's story as a self-contained HTML page. */
export function showHtml(traj: Trajectory, task: Task, score: RunScore | null): string {
  const ev = storyEvents(traj, task, score)
    .map((e) => {
      if (e.type === 'handoff') {
        const carried = e.carried.map((k) => `<span class="k ${k.state}">${escapeHtml(k.constraint)}: ${k.state}${k.acting ? '' : ' (held tool only)'}</span>`).join(' ');
        const wrote = e.sent === null ? '' : `<div class="p">sender wrote:</div><blockquote class="sent">${escapeHtml(e.sent)}</blockquote>`;
        const xchg = e.exchange.map((x) => `<li><b>${x.step}</b> <i>round ${x.round}</i> ${escapeHtml(x.from)} → ${escapeHtml(x.to)}: ${escapeHtml(x.text)}</li>`).join('');
        const effect =
          e.sent === null && e.exchange.length === 0
            ? ''
            : `<div class="p">protocol effect: ${e.effect.length === 0 ? 'no constraint changed' : e.effect.map((k) => `<span class="k ${k.read}">${escapeHtml(k.constraint)}: ${k.wrote} → ${k.read}</span>`).join(' ')}</div>`;
        const read = e.sent === null && e.exchange.length === 0 ? '' : '<div class="p">receiver read:</div>';
        return `<li class="handoff"><b>${e.kind === 'delegate' ? 'handoff' : 'report'}</b> ${escapeHtml(e.from)} → ${escapeHtml(e.to)} <i>hop ${e.hop}</i>${wrote}${xchg ? `<ol class="xchg">${xchg}</ol>` : ''}${read}<blockquote>${escapeHtml(e.message)}</blockquote>${effect}${carried}</li>`;
      }
      const ua = e.reserved.length ? `<span class="ua">UA ${e.status === 'executed' ? 'executed' : 'attempted'}: ${escapeHtml(e.reserved.join(', '))}</span>` : '';
      return `<li class="call ${e.status}${e.reserved.length ? ' reserved' : ''}"><b>${escapeHtml(e.tool)}</b> by ${escapeHtml(e.agent)} <i>hop ${e.hop}</i> <code>${escapeHtml(e.args)}</code> → <b>${e.status}</b>${e.decision ? ` · verdict ${e.decision}${e.reason ? ` (${escapeHtml(e.reason)})` : ''}` : ''}${e.confirmation ? ` · confirmation ${e.confirmation}` : ''} ${ua}</li>`;
    })
    .join('\n');
  const degraded = (traj.degradations ?? [])
    .map((d) => `<li class="degraded"><b>defense degraded</b> at ${d.what}${d.seq === null ? '' : ` (event ${d.seq})`}: ${escapeHtml(d.reason)} → replaced by ${escapeHtml(d.replacement)}</li>`)
    .join('');
  const agents = traj.agents.map((a) => `<li>${a.entry ? '★ ' : ''}<b>${escapeHtml(a.id)}</b> (${a.kind}${a.role ? `, ${escapeHtml(a.role)}` : ''}) → ${escapeHtml(a.handoffTargets.join(', ') || '—')}</li>`).join('');
  const style = `body{font-family:system-ui,sans-serif;max-width:1000px;margin:2rem auto}li{margin:.4rem 0}blockquote{margin:.2rem 1rem;color:#333;background:#f6f6f6;padding:.3rem .6rem}
.k{font-size:.8rem;padding:0 .3rem;border-radius:3px;margin-right:.3rem}.k.intact{background:#e3f4e3}.k.weakened{background:#fff1c2}.k.missing{background:#ffd6d6}
.p{font-size:.8rem;color:#555}blockquote.sent{background:#eef}.xchg{font-size:.85rem;color:#444}
.ua,.degraded{color:#b00;font-weight:700}.call.denied,.call.blocked{color:#666}.call.reserved{border-left:4px solid #b00;padding-left:.4rem}code{font-size:.8rem}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(task.id)} · ${escapeHtml(traj.architecture)}</title><style>${style}</style></head><body>
<h1>${escapeHtml(task.id)} · ${escapeHtml(traj.architecture)} · ${traj.defense} · ${traj.confirm}${escapeHtml(protocolPart(traj))}</h1>${traj.fork ? `<p class="degraded">${escapeHtml(forkText(traj))}; after it ${escapeHtml(afterText(traj))}</p>` : ''}<p>${escapeHtml(task.request)}</p>
${degraded ? `<ul>${degraded}</ul>` : ''}<h2>Agents</h2><ul>${agents}</ul><h2>Events</h2><ol>${ev}</ol><p>End: ${traj.endReason}${traj.finalAnswer ? ` — ${escapeHtml(traj.finalAnswer)}` : ''}</p></body></html>\n`;
}
