import { appendFileSync, existsSync, readFileSync } from 'node:fs';
/**
 * A judge cache kept in a JSON-lines file ({"key", "answer"} per line), so a results folder's judge
 * answers survive between invocations and re-scoring replays them. Later lines win.
 */
export class FileJudgeCache {
    file;
    map = new Map();
    constructor(file) {
        this.file = file;
        if (!existsSync(file))
            return;
        readFileSync(file, 'utf8')
            .split('\n')
            .forEach((line, i) => {
            if (line.trim() === '')
                return;
            let row;
            try {
                row = JSON.parse(line);
            }
            catch {
                throw new Error(`${file}: line ${i + 1}: not JSON (expected {"key": string, "answer": string})`);
            }
            const r = row;
            if (typeof r.key !== 'string' || typeof r.answer !== 'string')
                throw new Error(`${file}: line ${i + 1}: expected {"key": string, "answer": string}`);
            this.map.set(r.key, r.answer);
        });
    }
    get(key) {
        return this.map.get(key);
    }
    set(key, value) {
        this.map.set(key, value);
        appendFileSync(this.file, `${JSON.stringify({ key, answer: value })}\n`);
    }
    get size() {
        return this.map.size;
    }
}
