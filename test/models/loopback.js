import { createServer } from 'node:http';
/**
 * An OpenAI-compatible chat-completions server on 127.0.0.1 (port 0), answering from a script of
 * reactions or from a handler. Tests never touch the internet.
 */
export class LoopbackServer {
    seen = [];
    server = null;
    sockets = new Set();
    script = [];
    handler = null;
    inFlight = 0;
    maxInFlight = 0;
    async start() {
        this.server = createServer((req, res) => void this.handle(req, res));
        this.server.on('connection', (s) => {
            this.sockets.add(s);
            s.on('close', () => this.sockets.delete(s));
        });
        await new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve));
        const { port } = this.server.address();
        return `http://127.0.0.1:${port}/v1`;
    }
    async stop() {
        for (const s of this.sockets)
            s.destroy();
        await new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    }
    async handle(req, res) {
        const chunks = [];
        for await (const c of req)
            chunks.push(c);
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        this.seen.push({ body, headers: req.headers, url: req.url ?? '' });
        const reaction = this.script.shift() ?? this.handler?.(body) ?? { kind: 'json', status: 500, body: { error: { message: 'no scripted reaction' } } };
        this.inFlight++;
        this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
        try {
            await this.react(reaction, req, res);
        }
        finally {
            this.inFlight--;
        }
    }
    async react(r, req, res) {
        if (r.kind === 'delay') {
            await new Promise((resolve) => setTimeout(resolve, r.ms));
            if (res.destroyed || !res.socket || res.socket.destroyed)
                return;
            return this.react(r.then, req, res);
        }
        if (r.kind === 'drop') {
            req.socket.destroy();
            return;
        }
        if (r.kind === 'raw') {
            res.writeHead(r.status ?? 200, { 'content-type': r.contentType });
            res.end(r.body);
            return;
        }
        res.writeHead(r.status ?? 200, { 'content-type': 'application/json', ...r.headers });
        res.end(JSON.stringify(r.body));
    }
}
/** A chat completion body in the provider's shape. */
export function completion(message, usage = { prompt_tokens: 11, completion_tokens: 7 }) {
    return {
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 0,
        model: 'loopback-model',
        choices: [
            {
                index: 0,
                finish_reason: message.tool_calls ? 'tool_calls' : 'stop',
                message: {
                    role: 'assistant',
                    content: message.content ?? null,
                    ...(message.tool_calls ? { tool_calls: message.tool_calls.map((t) => ({ id: t.id, type: 'function', function: { name: t.name, arguments: t.arguments } })) } : {}),
                },
            },
        ],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    };
}
