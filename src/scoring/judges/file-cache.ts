import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { JudgeCache } from './cache.js';

/**
 * A judge cache kept in a JSON-lines file ({"key", "answer"} per line), so a results folder's judge
 * answers survive between invocations and re-scoring replays them. Later lines win.
 */
export class FileJudgeCache implements JudgeCache {
  private readonly map = new Map<string, string>();

  constructor(readonly file: string) {
    if (!existsSync(file)) return;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (line.trim() === '') return;
        let row: unknown;
        try {
          row = JSON.parse(line);
        } catch {
          throw new Error(`${file}: line ${i + 1}: not JSON (expected {"key": string, "answer": string})`);
        }
        const r = row as { key?: unknown; answer?: unknown };
        if (typeof r.key !== 'string' || typeof r.answer !== 'string') throw new Error(`${file}: line ${i + 1}: expected {"key": string, "answer": string}`);
        this.map.set(r.key, r.answer);
      });
  }

  get(key: string): string | undefined {
    return this.map.get(key);
  }

  set(key: string, value: string): void {
    this.map.set(key, value);
    appendFileSync(this.file, `${JSON.stringify({ key, answer: value })}\n`);
  }

  get size(): number {
    return this.map.size;
  }
}
