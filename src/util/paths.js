import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
let root = null;
/**
 * The installed package's root (the folder holding its package.json). Code runs both from
 * TypeScript sources (tests) and from dist/ (the CLI), at different depths, so walk up.
 */
export function packageRoot() {
    if (root)
        return root;
    let dir = dirname(fileURLToPath(import.meta.url));
    for (let i = 0; i < 8; i++) {
        const pj = join(dir, 'package.json');
        if (existsSync(pj) && JSON.parse(readFileSync(pj, 'utf8')).name === 'masdrift')
            return (root = dir);
        dir = dirname(dir);
    }
    throw new Error('cannot find the masdrift package root (package.json named "masdrift")');
}
/** A path under the shipped fixtures folder. */
export function fixturesPath(...parts) {
    return join(packageRoot(), 'fixtures', ...parts);
}
/** The package version, part of every run's code version. */
export function packageVersion() {
    return JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')).version;
}
