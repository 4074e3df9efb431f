// Benchmark (not a test): one verdict against a scope pattern on a 10 KB argument, for the pattern
// shapes policies hold (literal, anchored, exclusion, alternation, the compiler's recipient patterns)
// and hostile ones (nested quantifiers that backtracking engines take exponential time on).
// Target: median ≤ 1 ms each. Run after `npm run build`:
//   node test/bench/pattern-verdict.mjs            (exit 1 when a median is over the target)
import { PolicySchema, verdict } from '../../dist/src/policy/index.js';

const TARGET_MS = 1;
const N = Number(process.env.BENCH_N ?? 200);
const patterns = [
  'acme',
  '^ann',
  'example$',
  '^(?!.*northwind).*$',
  '^(?:ann@acme\\.example|[^@\\s]*@finance\\.acme\\.example)$|\\b(?:dana|ann)\\b',
  '^[a-z0-9.]+@acme\\.example$',
  '(a+)+$',
  '^(a|a?)+$',
  '(.*a){12}',
];
const tenKb = {
  'one 10 KB word': 'a'.repeat(10_000) + '!',
  'a 10 KB recipient list': Array.from({ length: 560 }, (_, i) => `user${i}@acme.example`).join(', ').slice(0, 10_000),
  '10 KB of non-ASCII text': 'Zoë Müller ΣΑΣ '.repeat(670).slice(0, 10_000),
};
let over = 0;
for (const pat of patterns) {
  const policy = PolicySchema.parse({ rules: [{ tool: 't', scope: { args: { to: { patterns: [pat] } } }, stage: 'current_request' }] });
  for (const [what, to] of Object.entries(tenKb)) {
    const call = { tool: 't', args: { to } };
    for (let i = 0; i < 20; i++) verdict(call, policy);
    const ms = [];
    for (let i = 0; i < N; i++) {
      const t0 = process.hrtime.bigint();
      verdict(call, policy);
      ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    ms.sort((a, b) => a - b);
    const med = ms[Math.floor(ms.length / 2)];
    if (med > TARGET_MS) over++;
    console.log(`${med.toFixed(3).padStart(7)} ms median  (p90 ${ms[Math.floor(ms.length * 0.9)].toFixed(3)})  ${JSON.stringify(pat)} on ${what}${med > TARGET_MS ? '  OVER TARGET' : ''}`);
  }
}
console.log(over === 0 ? `all medians ≤ ${TARGET_MS} ms` : `${over} medians over ${TARGET_MS} ms`);
process.exitCode = over === 0 ? 0 : 1;
