import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
export const LOCK_FILE = 'writer.lock';
/** Is a process of this host alive? (Signal 0 probes without sending anything.) */
function alive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (e) {
        // EPERM: it exists but belongs to someone else.
        return e.code === 'EPERM';
    }
}
function readHolder(path) {
    try {
        const h = JSON.parse(readFileSync(path, 'utf8'));
        return typeof h.pid === 'number' && typeof h.host === 'string' ? { pid: h.pid, host: h.host, started: String(h.started ?? '?'), command: String(h.command ?? '?') } : null;
    }
    catch {
        return null;
    }
}
/**
 * One writer per results folder: two processes running a grid into one folder would each do every
 * run (double the spend) and both report them as new. The lock is a file created exclusively, naming
 * its holder's pid and host; a lock of this host whose process is gone (killed, crashed) is stale
 * and taken over. Returns the release function (also run at process exit).
 */
export function lockFolder(dir, command) {
    mkdirSync(dir, { recursive: true });
    const path = join(dir, LOCK_FILE);
    const me = { pid: process.pid, host: hostname(), started: new Date().toISOString(), command };
    for (let attempt = 0;; attempt++) {
        try {
            writeFileSync(path, `${JSON.stringify(me)}\n`, { flag: 'wx' });
            break;
        }
        catch (e) {
            if (e.code !== 'EEXIST')
                throw e;
            const holder = readHolder(path);
            const stale = holder === null || (holder.host === me.host && !alive(holder.pid));
            if (stale && attempt === 0) {
                try {
                    unlinkSync(path);
                }
                catch {
                    // another process took it over first: try once more, and meet its lock
                }
                continue;
            }
            throw new Error(holder
                ? `${dir} is in use by another masdrift process (pid ${holder.pid} on ${holder.host}, since ${holder.started}: ${holder.command}). ` +
                    `Wait for it to finish, or use another --out folder. If that process is gone${holder.host === me.host ? '' : ' (it runs on another host, so this one cannot tell)'}, delete ${path}.`
                : `${path} exists and cannot be read; delete it if no masdrift process is writing to ${dir}.`);
        }
    }
    let held = true;
    const release = () => {
        if (!held)
            return;
        held = false;
        process.off('exit', release);
        try {
            if (readHolder(path)?.pid === me.pid)
                unlinkSync(path);
        }
        catch {
            // already gone
        }
    };
    process.on('exit', release);
    return release;
}
