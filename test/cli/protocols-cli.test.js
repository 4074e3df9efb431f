import { describe, expect, it } from 'vitest';
import { SHIPPED_PROTOCOLS } from '../../topologies/protocols/index.js';
import { runCli } from './run-cli.js';
describe('masdrift protocols', () => {
    it('lists every shipped protocol with what it models, its framework and its cost', async () => {
        const r = await runCli(['protocols']);
        expect(r.code).toBe(0);
        for (const p of SHIPPED_PROTOCOLS) {
            expect(r.stdout).toContain(`${p.name}  (rewrites ${p.rewrites})`);
        }
        expect(r.stdout).toMatch(/Framework: .*LangGraph/s);
        expect(r.stdout).toMatch(/Cost: /);
        const json = JSON.parse((await runCli(['protocols', '--json'])).stdout);
        expect(json.map((p) => p.name)).toEqual(['verbatim', 'forward-request', 'last-message', 'full-history', 'nest-summary', 'constraint-echo']);
    });
    it('has --help saying how to bring your own', async () => {
        const r = await runCli(['protocols', '--help']);
        expect(r.code).toBe(0);
        expect(r.stdout).toMatch(/default export is \(ctx\) => operator/);
        expect(r.stdout).toMatch(/--protocol \.\/my-protocol\.mjs/);
    });
});
