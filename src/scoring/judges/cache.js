import { stableHash } from '../../util/canonical.js';
/** The cache key of a judge request: a hash of everything that can change the answer. */
export function judgeRequestKey(request) {
    return stableHash({
        model: request.model,
        messages: request.messages,
        sampling: request.sampling ?? null,
        responseFormat: request.responseFormat ?? null,
    });
}
