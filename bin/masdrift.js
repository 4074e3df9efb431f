#!/usr/bin/env node
// The CLI entry: the compiled library lives in dist/ (built by `npm ci` through `prepare`).
import { main } from '../dist/src/cli/main.js';

// A closed pipe (`masdrift show … | head`) is not an error.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

main(process.argv).then(
  (code) => { process.exitCode = code ?? 0; },
  (err) => {
    process.stderr.write(`masdrift: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
