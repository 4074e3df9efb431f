import { describe, expect, it } from 'vitest';
import { EndpointResponseError, madeCallId, normaliseCompletion, splitReasoning } from '../../src/models/normalise.js';
/**
 * The response normaliser on bodies in the shapes real servers send (written from their documented
 * response formats), one per server flavour, and every repair's flag.
 */
const request = { model: 'm', messages: [{ role: 'user', content: 'List the invoices.' }] };
const ctx = { runId: 'run-1', agent: 'a1', turn: 2 };
const norm = (body, toolFormat) => normaliseCompletion(body, { request, ctx, toolFormat });
const choice = (message, finish = 'stop') => ({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: finish }], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } });
describe('server flavours', () => {
    it('hosted OpenAI: content null with tool calls, nothing to repair', () => {
        const r = norm(choice({ content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'list_invoices', arguments: '{}' } }] }, 'tool_calls'));
        expect(r.message).toEqual({ role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'list_invoices', arguments: '{}' } }] });
        expect(r.flags).toEqual({});
        expect(r.usage).toEqual({ prompt_tokens: 10, completion_tokens: 5 });
    });
    it('vLLM with a reasoning parser: reasoning_content beside the answer is kept, not flagged', () => {
        const r = norm(choice({ content: '{"ok":true}', reasoning_content: 'Let me think.' }));
        expect(r.message).toEqual({ role: 'assistant', content: '{"ok":true}', reasoning: 'Let me think.' });
        expect(r.flags).toEqual({});
    });
    it('a Qwen-style template without a reasoning parser: <think> in the content, moved out', () => {
        const r = norm(choice({ content: '<think>\nThe policy should forbid payments.\n</think>\n\n{"rules": []}' }));
        expect(r.message.content).toBe('{"rules": []}');
        expect(r.message.reasoning).toBe('The policy should forbid payments.');
        expect(r.flags).toEqual({ reasoning_in_content: 1 });
    });
    it('llama.cpp without --jinja: Hermes tool calls in the content, counted (native) or parsed (hermes)', () => {
        const content = '<tool_call>\n{"name": "list_invoices", "arguments": {"vendor": "Northwind"}}\n</tool_call>\n<tool_call>\n{"name": "get_ledger", "arguments": {}}\n</tool_call>';
        const native = norm(choice({ content }));
        expect(native.message.tool_calls).toBeUndefined();
        expect(native.flags).toEqual({ tool_calls_in_content: 2 });
        const hermes = norm(choice({ content }), 'hermes');
        expect(hermes.message.content).toBeNull();
        expect(hermes.message.tool_calls?.map((c) => [c.id, c.function.name, c.function.arguments])).toEqual([
            [madeCallId(ctx, 0), 'list_invoices', '{"vendor":"Northwind"}'],
            [madeCallId(ctx, 1), 'get_ledger', '{}'],
        ]);
        expect(hermes.flags).toEqual({ tool_calls_from_content: 2 });
    });
    it('a model answering tool calls as bare JSON (fenced or not): parsed under json', () => {
        const r = norm(choice({ content: '```json\n[{"name": "list_invoices", "parameters": {"vendor": "N"}}]\n```' }), 'json');
        expect(r.message.tool_calls?.[0]?.function).toEqual({ name: 'list_invoices', arguments: '{"vendor":"N"}' });
        expect(r.flags).toEqual({ tool_calls_from_content: 1 });
        // Plain JSON that is no tool call stays content.
        expect(norm(choice({ content: '{"rules": []}' }), 'json').message.content).toBe('{"rules": []}');
    });
    it('Ollama-style: tool calls without type and id, arguments as an object, usage present', () => {
        const r = norm(choice({ content: '', tool_calls: [{ function: { name: 'list_invoices', arguments: { vendor: 'Northwind' } } }] }, 'tool_calls'));
        expect(r.message.tool_calls).toEqual([{ id: madeCallId(ctx, 0), type: 'function', function: { name: 'list_invoices', arguments: '{"vendor":"Northwind"}' } }]);
        expect(r.flags).toEqual({ tool_call_without_type: 1, tool_call_without_id: 1, arguments_as_object: 1 });
    });
    it('a router passing on content parts and an input/output usage shape', () => {
        const body = { choices: [{ message: { role: 'assistant', content: [{ type: 'text', text: 'Hello ' }, { type: 'image_url', image_url: {} }, { type: 'text', text: 'there' }] }, finish_reason: 'stop' }], usage: { input_tokens: 7, output_tokens: 3 } };
        const r = norm(body);
        expect(r.message.content).toBe('Hello there');
        expect(r.usage).toEqual({ prompt_tokens: 7, completion_tokens: 3 });
        expect(r.flags).toEqual({ content_as_parts: 1 });
    });
});
describe('repairs and refusals', () => {
    it('duplicate ids, non-function entries and missing finish reasons', () => {
        const r = norm(choice({ content: null, tool_calls: [{ id: 'same', type: 'function', function: { name: 'a', arguments: '{}' } }, { id: 'same', type: 'function', function: { name: 'b' } }, { type: 'code_interpreter' }, { id: 'x', type: 'function', function: {} }] }, null));
        expect(r.message.tool_calls?.map((c) => [c.id, c.function.name, c.function.arguments])).toEqual([
            ['same', 'a', '{}'],
            [madeCallId(ctx, 1), 'b', '{}'],
        ]);
        expect(r.finishReason).toBe('tool_calls');
        expect(r.flags).toEqual({ tool_call_duplicate_id: 1, arguments_missing: 1, tool_call_dropped: 2, finish_reason_missing: 1 });
    });
    it('made ids depend on run, agent, turn and position only', () => {
        expect(madeCallId(ctx, 0)).toBe(madeCallId({ ...ctx }, 0));
        expect(new Set([madeCallId(ctx, 0), madeCallId(ctx, 1), madeCallId({ ...ctx, turn: 3 }, 0), madeCallId({ ...ctx, agent: 'a2' }, 0), madeCallId({ ...ctx, runId: 'run-2' }, 0)]).size).toBe(5);
    });
    it('usage: partial is completed and marked, NaN and negatives are never passed on', () => {
        expect(norm({ ...choice({ content: 'hi' }), usage: { prompt_tokens: 10 } }).usage).toMatchObject({ prompt_tokens: 10, estimated: true });
        const bad = norm({ ...choice({ content: 'hi' }), usage: { prompt_tokens: Number.NaN, completion_tokens: -3 } }).usage;
        expect(Number.isInteger(bad.prompt_tokens) && Number.isInteger(bad.completion_tokens) && bad.completion_tokens >= 0).toBe(true);
        expect(bad.estimated).toBe(true);
        expect(norm({ ...choice({ content: 'hi' }), usage: { prompt_tokens: 10, total_tokens: 25 } }).usage).toEqual({ prompt_tokens: 10, completion_tokens: 15 });
    });
    it('bodies that are no chat completion are named endpoint errors', () => {
        expect(() => norm('<!DOCTYPE html><html><title>502 Bad Gateway</title></html>')).toThrow(EndpointResponseError);
        expect(() => norm('<!DOCTYPE html><html>')).toThrow(/an HTML page instead of a chat completion/);
        expect(() => norm('upstream connect error')).toThrow(/text instead of a chat completion: "upstream connect error"/);
        expect(() => norm({ error: { message: 'model not loaded' } })).toThrow(/answered 200 with an error: model not loaded/);
        expect(() => norm({ object: 'list', data: [] })).toThrow(/no "choices" \(keys: object, data\)/);
        expect(() => norm({ choices: [] })).toThrow(/no choices/);
        expect(() => norm({ choices: [{ text: 'legacy' }] })).toThrow(/first choice has no message/);
        expect(() => norm(null)).toThrow(/an empty body/);
        expect(() => norm(choice({ content: 42 }))).toThrow(/neither text nor a list of parts/);
    });
});
describe('splitReasoning', () => {
    it('handles closed, unclosed and prompt-opened blocks, and leaves other text alone', () => {
        expect(splitReasoning('<think>a</think>b')).toEqual({ answer: 'b', reasoning: 'a' });
        expect(splitReasoning('<think>cut off while thinking')).toEqual({ answer: '', reasoning: 'cut off while thinking' });
        expect(splitReasoning('opened in the prompt</think>\n{"x":1}')).toEqual({ answer: '{"x":1}', reasoning: 'opened in the prompt' });
        expect(splitReasoning('<thinking>x</thinking>y<think>z</think>')).toEqual({ answer: 'y', reasoning: 'x\n\nz' });
        expect(splitReasoning('no blocks here')).toEqual({ answer: 'no blocks here', reasoning: null });
    });
});
