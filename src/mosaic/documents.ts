import type { MosaicConfig } from './configs.js';
import { MARKING_PREFIX_V1 } from '../models/prompts/mosaic.v1.js';
import type { MosaicDocument, MosaicExample } from '../domain/mosaic-example.js';

/**
 * What a Mosaic configuration hands the agents: the user's query, and the documents (in order) as
 * the docs/ folder of the runtime task holds them (src/mosaic/task.ts).
 */

/** The user-facing query of a configuration. */
export function queryFor(example: MosaicExample, config: MosaicConfig): string {
  return example.queries[config.intent].text;
}

/** A document as the model sees it: metadata header and body, with the marking line when shown. */
export function renderDocument(doc: MosaicDocument, marking: MosaicConfig['marking']): string {
  const lines = [`Document: ${doc.id}`, `Title: ${doc.title}`, `Author: ${doc.author}`, `Date: ${doc.date}`, `Type: ${doc.style}`, '', doc.body];
  return marking === 'shown' ? `${MARKING_PREFIX_V1}\n${lines.join('\n')}` : lines.join('\n');
}

/** The documents handed over, in order: A, B, then C when the distractor is present. */
export function documentsFor(example: MosaicExample, config: MosaicConfig): MosaicDocument[] {
  return config.distractor === 'present' ? [...example.documents, example.distractor] : [...example.documents];
}
