import { vi } from 'vitest';
import { main } from '../../src/cli/main.js';
/** Run the CLI in-process, capturing its output and exit code. */
export async function runCli(args) {
    let stdout = '';
    let stderr = '';
    const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
        stdout += String(chunk);
        return true;
    });
    const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
        stderr += String(chunk);
        return true;
    });
    const prevExit = process.exitCode;
    process.exitCode = undefined;
    try {
        const code = await main(['node', 'masdrift', ...args]);
        return { code, stdout, stderr };
    }
    finally {
        out.mockRestore();
        err.mockRestore();
        process.exitCode = prevExit;
    }
}
