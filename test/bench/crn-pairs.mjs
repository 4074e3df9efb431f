// Are a results folder's none/Source pairs paired? Counts the pairs with an executed unauthorized
// action only under Source that did not first part at a call Source denied or held: 0 under common
// random numbers (the simulated agents draw the same numbers whatever the defense).
// Usage: npm run build && node test/bench/crn-pairs.mjs <results folder>   (e.g. results/start after npm start)
import { auditSourcePairs } from '../../dist/src/runner/pair-audit.js';
import { ResultsStore } from '../../dist/src/runner/store.js';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node test/bench/crn-pairs.mjs <results folder>');
  process.exit(2);
}
const store = ResultsStore.open(dir, { readonly: true });
const a = auditSourcePairs(store);
store.close();
console.log(`${dir}: ${a.pairs} none/Source pairs, ${a.identical} identical; ${a.uaOnlyUnderSource} with executed UA only under Source; ` +
  `${a.unexplained} of them did not first diverge at a call Source denied or held`);
for (const [n, s] of a.examples) console.log(`  unexplained: none ${n} vs source ${s}`);
process.exit(a.unexplained === 0 ? 0 : 1);
