import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.js';
// The project runs on the Node.js it pins (devDependency `node`), not on whatever the machine has:
// npm puts node_modules/.bin first on PATH for every script, so vitest and its workers run on it.
describe('platform', () => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
    it('the tests run on the pinned Node.js', () => {
        expect(process.versions.node).toBe(pkg.devDependencies['node']);
        expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
        expect(pkg.engines.node).toBe('>=24');
    });
    it('SQLite is the built-in node:sqlite', async () => {
        const { DatabaseSync } = await import('node:sqlite');
        const db = new DatabaseSync(':memory:');
        expect(db.prepare('SELECT sqlite_version() AS v').get().v).toMatch(/^3\./);
        db.close();
    });
    it('npm ci builds no native addon: the only install script is the pinned Node.js itself', () => {
        // An addon compiled during `npm ci` would be built against the machine's Node 20 headers
        // (npm's nodedir) and fail to load in Node 24. Prebuilt N-API binaries that a registry package
        // ships (vite's bundler) need no build step and load in any Node version.
        const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8'));
        const withScripts = Object.entries(lock.packages).filter(([, p]) => p.hasInstallScript).map(([name]) => name);
        expect(withScripts).toEqual(['node_modules/node']);
        const built = [];
        const walk = (dir, depth) => {
            for (const name of readdirSync(dir)) {
                const p = join(dir, name);
                const st = statSync(p, { throwIfNoEntry: false });
                if (!st?.isDirectory() || name === '.bin')
                    continue;
                if (name === 'build' && readdirSync(p).includes('Release'))
                    built.push(p);
                else if (depth < 6)
                    walk(p, depth + 1);
            }
        };
        walk(join(repoRoot, 'node_modules'), 0);
        expect(built).toEqual([]);
    });
});
