// A small protocol comparison through the library: tasks × architectures × protocols on the
// simulated model, none defense, every run paired with its verbatim twin (common random numbers:
// the draws are keyed by task and architecture, never by the protocol). Prints the paired ΔUA /
// ΔCmp / ΔCL / ΔOD vs verbatim with task-clustered 95% intervals; writes the report (md, json, html)
// to the folder given. These are mechanism checks of the simulator, not claims about real models.
// Usage: npm run build && node test/bench/protocol-study.mjs [out folder] [tasks] [protocols,…] [archs,…] [profile]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  clusteredCi, loadProtocolModules, loadTaskSuite, modelSet, pairedCi, parseModelConfig, protocolReport, protocolRunRow,
  renderReport, runTaskDetailed, scoreRun, toMarkdown,
} from '../../dist/src/index.js';

const out = resolve(process.argv[2] ?? 'results/protocols');
const nTasks = Number(process.argv[3] ?? 5);
const protocols = (process.argv[4] ?? 'verbatim,forward-request,last-message,full-history,nest-summary,constraint-echo').split(',');
const archs = (process.argv[5] ?? 'l1,l2,l3,n4').split(',');
const profile = process.argv[6] ?? 'default';
await loadProtocolModules(protocols);

const suite = loadTaskSuite('fixtures/suite');
// The first task of each domain, then the second …: a spread over domains, fixed.
const byDomain = new Map();
for (const t of [...suite.tasks].sort((a, b) => a.id.localeCompare(b.id))) byDomain.set(t.domain, [...(byDomain.get(t.domain) ?? []), t]);
const tasks = [];
for (let i = 0; tasks.length < nTasks; i++) for (const list of byDomain.values()) if (list[i] && tasks.length < nTasks) tasks.push(list[i]);

const set = modelSet(parseModelConfig(`sim:${profile}`));
const rows = [];
let failed = 0;
for (const task of tasks) for (const arch of archs) for (const protocol of protocols) {
  const runId = `${task.id}/${arch}/${protocol}`;
  const seed = '0/0';
  const models = set.forRun({ runId, seed, task, stream: `study/${task.id}/${arch}/sim:${profile}` });
  const r = await runTaskDetailed({ task, architecture: arch, defense: 'none', confirm: 'auto-approve', models, seed, runId, protocol: [protocol] });
  if (r.failure) { failed++; console.error(`failed: ${runId}: ${r.failure.detail}`); continue; }
  rows.push(protocolRunRow({ runId, protocol }, scoreRun(r.trajectory, task), r.trajectory));
}
const resamples = 2000;
const report = await protocolReport(rows, { baseline: 'verbatim', ci: clusteredCi(resamples), paired: pairedCi(resamples), resamples });
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'protocols.md'), renderReport(report, 'md', out));
writeFileSync(join(out, 'protocols.json'), renderReport(report, 'json', out));
renderReport(report, 'html', out);
console.log(`${rows.length} runs (${failed} failed): ${tasks.length} tasks × ${archs.join(',')} × ${protocols.join(',')} on sim:${profile} → ${out}`);
for (const t of report.sections[0].tables) console.log(toMarkdown(t));
