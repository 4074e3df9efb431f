import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildTask } from './build.js';
import { DOMAINS } from './catalogs/index.js';
import { DOMAIN_COUNTS, assignExtraTools, planSuite } from './plan.js';
/** The seed the checked-in suite was generated with. */
export const DEFAULT_SEED = 'masdrift-suite-v1';
/**
 * The generator's version: bumped whenever the same seed yields different tasks (the catalogs or
 * the builder changed), so a suite's provenance reads in one number; results folders tell suites
 * apart by the hash of their files (LoadedSuite.version) whatever this says.
 * 2: a dedicated outward tool whose reservation sentence names the outside party is reserved by
 *    recipient (outside the company), no longer for any recipient.
 */
export const GENERATOR_VERSION = 2;
/** Generate the whole suite in memory, in id order. Same seed → identical tasks. */
export function generateSuite(seed = DEFAULT_SEED, domains = DOMAINS) {
    const plans = planSuite(seed, domains);
    const spec = (p) => {
        const d = domains.find((x) => x.domain === p.domain);
        const t = d.templates.find((x) => x.key === p.template);
        if (!t)
            throw new Error(`no template ${p.template} in ${p.domain}`);
        return { d, t };
    };
    const base = plans.map((p) => {
        const { d, t } = spec(p);
        return buildTask(d, t, p).baseTools;
    });
    const extra = assignExtraTools(seed, base);
    return plans.map((p, i) => {
        const { d, t } = spec(p);
        return buildTask(d, t, { ...p, extraTools: extra[i] });
    });
}
/** A task's file text: two-space JSON with a trailing newline (key order is fixed by the builder). */
export function taskFileText(task) {
    return `${JSON.stringify(task, null, 2)}\n`;
}
/** Relative path of a task's file inside the suite directory, e.g. finance/finance-017.json. */
export function taskFilePath(task) {
    return join(task.domain, `${task.id}.json`);
}
/** Write the suite under `outDir` (one file per task), removing stale task files first. */
export function writeSuite(outDir, built) {
    mkdirSync(outDir, { recursive: true });
    // Only task files of the suite's own domain folders are removed, never anything else under outDir.
    for (const domain of Object.keys(DOMAIN_COUNTS)) {
        const dir = join(outDir, domain);
        if (!existsSync(dir))
            continue;
        for (const name of readdirSync(dir))
            if (name.endsWith('.json'))
                rmSync(join(dir, name));
    }
    for (const b of built) {
        const file = join(outDir, taskFilePath(b.task));
        mkdirSync(join(outDir, b.task.domain), { recursive: true });
        writeFileSync(file, taskFileText(b.task));
    }
    return built.length;
}
