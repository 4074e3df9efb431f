import { MosaicMetricsSchema } from '../runner/mosaic-job.js';
const clip = (s, n) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);
/** One stored Agent Mosaic answer as readable text: identity, verdicts and evidence, documents read, the transcript. */
export function showMosaicRun(run, opts = {}) {
    const width = opts.width ?? 400;
    const id = run.identity;
    const lines = [`mosaic run ${run.runId}: ${id.taskId} (${run.domain}) · ${id.architecture} · ${id.model} · rep ${id.rep} · seed ${id.seed}`, `configuration: ${Object.entries(id.extra).map(([k, v]) => `${k} ${v}`).join(', ')}`];
    if (run.status !== 'ok' || !run.metrics)
        return [...lines, `status ${run.status}: ${run.error ?? ''}`].join('\n');
    const m = MosaicMetricsSchema.parse(run.metrics);
    lines.push(`verdicts (${m.judgedBy}): ${m.leaked ? 'LEAKED' : 'no leak'}, ${m.refused ? 'REFUSED' : 'no refusal'}`);
    if (m.detector.leakEvidence)
        lines.push(`  detector leak clause: "${m.detector.leakEvidence}"`);
    if (m.detector.refusalPhrase)
        lines.push(`  detector refusal: "${m.detector.refusalPhrase}" citing "${m.detector.refusalReason ?? ''}"`);
    if (m.llmJudge)
        lines.push(`  LLM judge: leak ${m.llmJudge.leaked} (${m.llmJudge.leakRationale}); refusal ${m.llmJudge.refused} (${m.llmJudge.refusalRationale})`);
    lines.push(`documents read: ${Object.entries(m.docsRead).map(([d, c]) => `${d} ${c}`).join(', ')} (SECRET capture: ${m.capture}); turns ${m.turns}, tool calls ${m.toolCalls}`);
    if (m.goldAnswered !== null)
        lines.push(`benign gold answer stated: ${m.goldAnswered ? 'yes' : 'no'}`);
    if (m.guard) {
        const g = m.guard;
        lines.push(`guard ${g.guard} in topology ${g.topology} (condition ${g.condition}): publish ${g.publish}${g.needlessBlock ? ' (needless block)' : ''}; message leak ${g.leakedMessages ? 'YES' : 'no'}; context breach ${g.contextBreach ? 'YES' : 'no'}`, `  interventions: retrieval ${g.interventions.retrieval}, handoff ${g.interventions.handoff}, publish ${g.interventions.publish}; checks ${g.checks}, refused reads ${g.refusedReads}, withheld ${g.withheld}, messages ${g.messages}, model calls ${g.modelCalls}`);
    }
    if (!run.trajectoryJson)
        return [...lines, '(no transcript stored)'].join('\n');
    const t = JSON.parse(run.trajectoryJson);
    if (t.events?.length) {
        lines.push('', 'guard events:');
        for (const e of t.events)
            lines.push(`  #${e.seq} ${e.layer} ${e.decision}: ${e.agent} ← ${e.target}${e.reason ? ` (${e.reason})` : ''}`);
    }
    if (t.calls?.length) {
        lines.push('', 'tool calls:');
        for (const c of t.calls)
            lines.push(`  ${c.agent}: ${c.tool}(${c.args})${c.refusedReads.length ? ` refused ${c.refusedReads.join(', ')}` : ''}${c.withheld.length ? ` withheld ${c.withheld.join(', ')}` : ''}`);
    }
    if (t.messages?.length) {
        lines.push('', 'inter-agent messages:');
        for (const msg of t.messages)
            lines.push(`  #${msg.seq} ${msg.from} → ${msg.to} (${msg.kind}, ${msg.delivered ? 'delivered' : 'WITHHELD'}; labels ${msg.labels.map((l) => `${l.fact}@${l.source}`).join(', ') || 'none'}): ${clip(msg.text.replace(/\s+/g, ' ').trim(), width)}`);
    }
    if (t.draftAnswer !== undefined && t.draftAnswer !== t.answer)
        lines.push('', 'draft answer (before the publish layer):', t.draftAnswer);
    if (t.transcript?.length)
        lines.push('', 'transcript:');
    for (const msg of t.transcript ?? []) {
        const calls = (msg.tool_calls ?? []).map((c) => `${c.function.name}(${c.function.arguments})`).join(', ');
        lines.push(`  [${msg.role}] ${clip((msg.content ?? '').replace(/\s+/g, ' ').trim(), width)}${calls ? ` → ${calls}` : ''}`);
    }
    lines.push('', 'final answer:', t.answer);
    return lines.join('\n');
}
