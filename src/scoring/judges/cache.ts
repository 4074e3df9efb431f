import type { ChatRequest } from '../../models/types.js';
import { stableHash } from '../../util/canonical.js';

/**
 * Where judge answers are kept by request hash, so re-scoring replays the same answers. A
 * `Map<string, string>` is one; a file- or database-backed store can be plugged in.
 */
export interface JudgeCache {
  get(key: string): string | undefined | Promise<string | undefined>;
  set(key: string, value: string): unknown;
}

/** The cache key of a judge request: a hash of everything that can change the answer. */
export function judgeRequestKey(request: ChatRequest): string {
  return stableHash({
    model: request.model,
    messages: request.messages,
    sampling: request.sampling ?? null,
    responseFormat: request.responseFormat ?? null,
  });
}
