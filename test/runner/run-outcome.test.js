import { describe, expect, it } from 'vitest';
import { EndReasonSchema } from '../../src/domain/trajectory.js';
import { CassetteWriteError } from '../../src/models/cassette.js';
import { ModelCallError } from '../../src/models/openai.js';
import { ReplayMissError } from '../../src/models/replay.js';
import { SCORED_ENDS, classifyFailure, failureText, failuresByReason, isScoredEnd, parseFailure } from '../../src/runner/run-outcome.js';
describe('run outcomes', () => {
    it("the model's own endings are scored; only `error` is not", () => {
        expect(EndReasonSchema.options.filter((e) => !isScoredEnd(e))).toEqual(['error']);
        expect([...SCORED_ENDS].sort()).toEqual(['finished', 'handoff_limit', 'stalled', 'turn_limit']);
    });
    it('classifies a failure by its cause chain, and says where', () => {
        const at = 'model call failed for agent lead, turn 2';
        expect(classifyFailure(new ModelCallError('HTTP 401: no', 401, false), at).reason).toBe('auth');
        expect(classifyFailure(new ModelCallError('HTTP 503 (gave up after 6 attempts)', 503, true), at)).toMatchObject({ reason: 'model_call', event: at });
        expect(classifyFailure(new Error('could not compile P0', { cause: new ModelCallError('timed out [run r, agent authorizer:compile, turn 0]', null, true) }), 'authorizer compile').reason).toBe('authorizer_call');
        expect(classifyFailure(new ReplayMissError('miss', 'r', 'lead', 'h'), at).reason).toBe('replay_miss');
        expect(classifyFailure(new CassetteWriteError('/dev/full', new Error('ENOSPC')), at).reason).toBe('cassette_write');
        expect(classifyFailure(new TypeError('x is undefined'), null).reason).toBe('runtime');
    });
    it('round-trips through the store, reads older plain-text errors, and counts by reason', () => {
        const f = { reason: 'model_call', event: 'e', message: 'm' };
        expect(parseFailure(failureText(f))).toEqual(f);
        expect(parseFailure('boom')).toEqual({ reason: 'runtime', event: null, message: 'boom' });
        expect(failuresByReason([f, f, { ...f, reason: 'auth' }])).toBe('2 model call failed after retries, 1 credentials refused (HTTP 401/403)');
    });
});
