#!/usr/bin/env node
// The `masdrift` executable (the package's bin, compiled to dist/ by `npm ci` through `prepare`).
import { main } from './main.js';
// A closed pipe (`masdrift show … | head`) is not an error.
process.stdout.on('error', (e) => {
    if (e.code === 'EPIPE')
        process.exit(0);
    throw e;
});
main(process.argv).then((code) => {
    process.exitCode = code ?? 0;
}, (err) => {
    process.stderr.write(`masdrift: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
});
