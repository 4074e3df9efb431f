/**
 * The README's user example, run as a user runs it: in a scratch package that installs masdrift from
 * the tarball `npm pack` makes, offline (its dependencies, fast-check and vitest are linked from
 * this checkout's node_modules: no registry is asked). Needs a build (dist/).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
const ROOT = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'masdrift-kit-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
describe('masdrift/testing from a packed tarball', () => {
    it('runs the README example in a scratch package, offline', { timeout: 240_000 }, () => {
        expect(existsSync(join(ROOT, 'dist', 'src', 'testing', 'index.js')), 'build first (npm run build)').toBe(true);
        const env = { ...process.env, npm_config_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };
        execFileSync('npm', ['pack', '--ignore-scripts', '--pack-destination', scratch], { cwd: ROOT, env, stdio: 'pipe' });
        const tgz = readdirSync(scratch).find((f) => f.endsWith('.tgz'));
        expect(tgz).toBeDefined();
        // install: unpack the tarball as node_modules/masdrift, the way npm lays it out
        const app = join(scratch, 'app');
        const nm = join(app, 'node_modules');
        mkdirSync(join(nm, 'masdrift'), { recursive: true });
        execFileSync('tar', ['-xzf', join(scratch, tgz), '-C', join(nm, 'masdrift'), '--strip-components=1']);
        // masdrift's dependencies and the user's (fast-check, vitest) are already installed here: linked, not downloaded
        for (const dep of readdirSync(join(ROOT, 'node_modules'))) {
            if (dep === '.bin' || dep === 'masdrift' || dep.startsWith('.'))
                continue;
            symlinkSync(join(ROOT, 'node_modules', dep), join(nm, dep));
        }
        writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'kit-user', private: true, type: 'module', scripts: { test: 'vitest run' } }));
        cpSync(join(ROOT, 'test', 'fixtures', 'kit-user', 'invariant.test.js'), join(app, 'invariant.test.js'));
        const out = execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--root', app], { cwd: app, env: { ...env, MASDRIFT_PROP_RUNS: '200' }, encoding: 'utf8', stdio: 'pipe' });
        expect(out).toMatch(/3 passed/);
    });
});
