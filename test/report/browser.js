import { existsSync } from 'node:fs';
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
/** Path of the system Chromium, or null. */
export function chromiumPath() {
    return CANDIDATES.find((p) => existsSync(p)) ?? null;
}
/**
 * Launch headless Chromium. In CI a missing browser is a failure (the CI script installs it);
 * elsewhere the caller skips, saying so.
 */
export async function launchBrowser() {
    const path = chromiumPath();
    if (!path)
        throw new Error('Chromium not found at /usr/bin/chromium (install Debian package "chromium")');
    const { chromium } = await import('playwright-core');
    return chromium.launch({
        executablePath: path,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
}
/** Should browser tests run here? In CI always (and fail if the browser is missing). */
export function browserTestsEnabled() {
    if (process.env['CI'])
        return true;
    if (!chromiumPath()) {
        process.stderr.write('browser tests skipped: no Chromium at /usr/bin/chromium (not in CI)\n');
        return false;
    }
    return true;
}
