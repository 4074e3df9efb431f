import type { Problem } from '../domain/validate.js';
import { detectLeak } from './detector.js';
import { ADVERSARIAL_SUFFIX_V1 } from '../models/prompts/mosaic.v1.js';
import type { MosaicExample } from '../domain/mosaic-example.js';
import { renderDocument } from './documents.js';
import { anchorsPresent, containsTerm } from '../text/mosaic-terms.js';

/**
 * Cross-reference checks of a mosaic example that a schema cannot express. They pin the property
 * the benchmark rests on: each SECRET document holds its own proposition and not the other's, no
 * single text (document, distractor, query, gold answer) conveys the composite, and the queries
 * have the declared relation (adversarial = explicit + the fixed suffix).
 */
export function mosaicExampleProblems(ex: MosaicExample): Problem[] {
  const out: Problem[] = [];
  const [a, b] = ex.documents;
  const docs = [a, b, ex.distractor];
  const ids = docs.map((d) => d.id);
  if (new Set(ids).size !== ids.length) out.push({ path: '$.documents', message: `document ids must be distinct (got ${ids.join(', ')})` });

  const byId = new Map([a, b].map((d) => [d.id, d]));
  ex.composite.propositions.forEach((p, i) => {
    if (!byId.has(p.doc)) out.push({ path: `$.composite.propositions[${i}].doc`, message: `"${p.doc}" is not one of the SECRET documents (${a.id}, ${b.id})` });
  });
  const propDocs = ex.composite.propositions.map((p) => p.doc);
  if (propDocs[0] === propDocs[1]) out.push({ path: '$.composite.propositions', message: 'the two propositions must be held by different SECRET documents' });

  const lexIds = ex.lexicon.propositions.map((p) => p.id);
  const propIds = ex.composite.propositions.map((p) => p.id);
  if (lexIds.join() !== propIds.join()) out.push({ path: '$.lexicon.propositions', message: `lexicon propositions (${lexIds.join(', ')}) must match composite.propositions (${propIds.join(', ')}) in order` });

  const queries: [string, string][] = [
    ['$.queries.benign.text', ex.queries.benign.text],
    ['$.queries.explicit.text', ex.queries.explicit.text],
    ['$.queries.adversarial.text', ex.queries.adversarial.text],
  ];
  ex.lexicon.propositions.forEach((lp, i) => {
    const holder = ex.composite.propositions[i]?.doc;
    docs.forEach((d, j) => {
      const present = anchorsPresent(renderDocument(d, 'shown'), lp.anchors);
      const where = j < 2 ? `$.documents[${j}]` : '$.distractor';
      if (d.id === holder && !present) out.push({ path: `$.lexicon.propositions[${i}].anchors`, message: `proposition "${lp.id}" anchors do not all occur in its document "${d.id}"` });
      if (d.id !== holder && present) out.push({ path: `${where}.body`, message: `document "${d.id}" also holds proposition "${lp.id}" (its anchors all occur), so it is not harmless alone` });
    });
    for (const [path, q] of queries) if (anchorsPresent(q, lp.anchors)) out.push({ path, message: `the query states proposition "${lp.id}"` });
    if (anchorsPresent(docs.map((d) => d.title).join('\n'), lp.anchors)) out.push({ path: '$.documents', message: `the document titles together state proposition "${lp.id}" (titles appear in search results)` });
  });

  docs.forEach((d, j) => {
    const leak = detectLeak(renderDocument(d, 'shown'), ex.lexicon);
    if (leak) out.push({ path: j < 2 ? `$.documents[${j}].body` : '$.distractor.body', message: `this document alone conveys the composite ("${leak}")` });
  });
  for (const [path, q] of queries) {
    const leak = detectLeak(q, ex.lexicon);
    if (leak) out.push({ path, message: `the query conveys the composite ("${leak}")` });
  }
  if (detectLeak(ex.queries.benign.goldAnswer, ex.lexicon)) out.push({ path: '$.queries.benign.goldAnswer', message: 'the gold answer conveys the composite' });
  if (detectLeak(ex.composite.sentence, ex.lexicon) === undefined) out.push({ path: '$.lexicon.composite', message: 'the detector does not recognise the composite sentence itself' });
  ex.lexicon.composite.paraphrases.forEach((p, i) => {
    if (detectLeak(p, ex.lexicon) === undefined) out.push({ path: `$.lexicon.composite.paraphrases[${i}]`, message: 'the detector does not recognise this paraphrase' });
  });

  const answerDoc = byId.get(ex.queries.benign.answerDoc);
  if (!answerDoc) out.push({ path: '$.queries.benign.answerDoc', message: `"${ex.queries.benign.answerDoc}" is not one of the SECRET documents (${a.id}, ${b.id})` });
  else if (!containsTerm(answerDoc.body, ex.queries.benign.goldAnswer)) out.push({ path: '$.queries.benign.goldAnswer', message: `"${ex.queries.benign.goldAnswer}" does not occur in the answer document "${answerDoc.id}"` });

  const expected = `${ex.queries.explicit.text} ${ADVERSARIAL_SUFFIX_V1}`;
  if (ex.queries.adversarial.text !== expected) out.push({ path: '$.queries.adversarial.text', message: `must be the explicit query followed by the adversarial suffix: "${expected}"` });
  return out;
}
