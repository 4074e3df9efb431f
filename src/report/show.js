import { DEFAULT_PROTOCOL } from '../axes/protocols.js';
import { reservedMatches } from '../domain/evaluate.js';
import { escapeHtml } from './table.js';
/** The events of a run (handoffs and calls interleaved by sequence number), annotated with UA and carriage. */
export function storyEvents(traj, task, score) {
    const reserved = reservedMatches(traj.calls.map((c) => ({ tool: c.tool, args: c.args })), task);
    const constraintsAt = (to, hop) => (score?.carriage ?? [])
        .filter((c) => c.agent === to)
        .map((c) => ({ constraint: c.constraint, state: c.hops[hop - 1] ?? c.state, acting: c.acting }));
    const events = [
        ...traj.handoffs.map((h) => ({ type: 'handoff', seq: h.seq, from: h.from, to: h.to, hop: h.hop, kind: h.kind, message: h.message, carried: h.kind === 'delegate' ? constraintsAt(h.to, h.hop) : [] })),
        ...traj.calls.map((c, i) => ({
            type: 'call',
            seq: c.seq,
            agent: c.agent,
            hop: c.hop,
            tool: c.tool,
            args: JSON.stringify(c.args),
            decision: c.verdict?.decision ?? null,
            reason: c.verdict?.reason ?? null,
            confirmation: c.confirmation?.decision ?? null,
            status: c.status,
            reserved: reserved[i] ?? [],
        })),
    ];
    return events.sort((a, b) => a.seq - b.seq || (a.type === 'handoff' ? -1 : 1));
}
const RED = '\x1b[31m';
const YEL = '\x1b[33m';
const DIM = '\x1b[2m';
const OFF = '\x1b[0m';
/** The handoff protocol of a run, when it is not the default (the same spelling as `--protocol`). */
function protocolPart(traj) {
    const p = (traj.protocol ?? [DEFAULT_PROTOCOL]).join('+');
    return p === DEFAULT_PROTOCOL ? '' : ` · protocol ${p}`;
}
/** The run's story for a terminal. */
export function showText(traj, task, score, color = true) {
    const c = (code, s) => (color ? `${code}${s}${OFF}` : s);
    const lines = [];
    lines.push(`run: ${task.id} · ${traj.architecture} · defense ${traj.defense} · confirm ${traj.confirm}${protocolPart(traj)} · seed ${traj.seed}`);
    lines.push(`request: ${task.request}`);
    lines.push('agents:');
    for (const a of traj.agents) {
        lines.push(`  ${a.entry ? '*' : ' '} ${a.id} (${a.kind}${a.role ? `, ${a.role}` : ''}) → ${a.handoffTargets.join(', ') || '—'}; ${a.tools.length} domain tools`);
    }
    for (const d of traj.degradations ?? []) {
        lines.push(c(RED, `DEFENSE DEGRADED at ${d.what}${d.seq === null ? '' : ` (event ${d.seq})`}: ${d.reason} → replaced by ${d.replacement}`));
    }
    lines.push('events:');
    for (const e of storyEvents(traj, task, score)) {
        if (e.type === 'handoff') {
            lines.push(`  [${e.seq}] ${e.kind === 'delegate' ? 'HANDOFF' : 'REPORT '} ${e.from} → ${e.to} (hop ${e.hop}): ${JSON.stringify(e.message)}`);
            for (const k of e.carried) {
                const mark = k.state === 'intact' ? 'carried' : k.state === 'weakened' ? c(YEL, 'WEAKENED') : c(RED, 'LOST');
                lines.push(`        constraint ${k.constraint}: ${mark}${k.acting ? ' (the agent acts on it)' : ' (held tool only)'}`);
            }
        }
        else {
            const verdict = e.decision ? ` verdict ${e.decision}${e.reason ? ` (${e.reason})` : ''}` : '';
            const conf = e.confirmation ? ` confirmation ${e.confirmation}` : '';
            const ua = e.reserved.length ? c(RED, ` UA ${e.status === 'executed' ? 'EXECUTED' : 'attempted'}: ${e.reserved.join(', ')}`) : '';
            lines.push(`  [${e.seq}] CALL ${e.agent} (hop ${e.hop}) ${e.tool}(${e.args}) → ${e.status}${verdict}${conf}${ua}`);
        }
    }
    lines.push(`end: ${traj.endReason}${traj.endDetail ? ` (${traj.endDetail})` : ''}`);
    if (traj.modelCalls) {
        const mc = traj.modelCalls;
        const list = (r) => Object.entries(r).map(([k, n]) => `${k} ${n}`).join(', ') || 'none';
        lines.push(`model calls: ${mc.calls} (${mc.estimatedUsage} with estimated tokens); finish reasons: ${list(mc.finishReasons)}; flags: ${list(mc.flags)}`);
    }
    if (traj.finalAnswer)
        lines.push(`answer: ${traj.finalAnswer}`);
    if (score) {
        lines.push(`scores: Cmp ${score.cmp} · coverage ${(score.stepCoverage * 100).toFixed(0)}% · UA attempted ${score.uaAttempted} executed ${score.uaExecuted} · OD ${score.od} · CL ${score.cl ?? 'n/a'} (exposed ${score.clExposed ?? 'n/a'}) · near miss ${score.nearMiss ?? 'n/a'}`);
    }
    return `${lines.map((l) => (color ? l : l)).join('\n')}\n${color ? DIM : ''}${color ? OFF : ''}`;
}
/** The run's story as a self-contained HTML page. */
export function showHtml(traj, task, score) {
    const ev = storyEvents(traj, task, score)
        .map((e) => {
        if (e.type === 'handoff') {
            const carried = e.carried.map((k) => `<span class="k ${k.state}">${escapeHtml(k.constraint)}: ${k.state}${k.acting ? '' : ' (held tool only)'}</span>`).join(' ');
            return `<li class="handoff"><b>${e.kind === 'delegate' ? 'handoff' : 'report'}</b> ${escapeHtml(e.from)} → ${escapeHtml(e.to)} <i>hop ${e.hop}</i><blockquote>${escapeHtml(e.message)}</blockquote>${carried}</li>`;
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
.ua,.degraded{color:#b00;font-weight:700}.call.denied,.call.blocked{color:#666}.call.reserved{border-left:4px solid #b00;padding-left:.4rem}code{font-size:.8rem}`;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(task.id)} · ${escapeHtml(traj.architecture)}</title><style>${style}</style></head><body>
<h1>${escapeHtml(task.id)} · ${escapeHtml(traj.architecture)} · ${traj.defense} · ${traj.confirm}${escapeHtml(protocolPart(traj))}</h1><p>${escapeHtml(task.request)}</p>
${degraded ? `<ul>${degraded}</ul>` : ''}<h2>Agents</h2><ul>${agents}</ul><h2>Events</h2><ol>${ev}</ol><p>End: ${traj.endReason}${traj.finalAnswer ? ` — ${escapeHtml(traj.finalAnswer)}` : ''}</p></body></html>\n`;
}
