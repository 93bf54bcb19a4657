// Where an interrupted import resumes: per file, the line before which every row is fully written. A file that
// changed since (size or time) starts over; rows already on file are then skipped by their hash anyway.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

interface FileMark {
  size: number;
  mtimeMs: number;
  nextLine: number;
}

export class Checkpoint {
  private readonly path: string;
  private marks: Record<string, FileMark>;

  constructor(stateDir: string, county: string, dir: string) {
    mkdirSync(stateDir, { recursive: true });
    const id = createHash('sha1').update(resolve(dir)).digest('hex').slice(0, 12);
    this.path = join(stateDir, `${county}-${id}.json`);
    this.marks = existsSync(this.path) ? JSON.parse(readFileSync(this.path, 'utf8')) : {};
  }

  /** The first line still to load in `file` (1 when it changed or was never loaded). */
  resumeLine(file: string, path: string): number {
    const mark = this.marks[file];
    const s = statSync(path);
    return mark && mark.size === s.size && mark.mtimeMs === s.mtimeMs ? mark.nextLine : 1;
  }

  mark(file: string, path: string, nextLine: number): void {
    const s = statSync(path);
    this.marks[file] = { size: s.size, mtimeMs: s.mtimeMs, nextLine };
    writeFileSync(this.path, JSON.stringify(this.marks));
  }

  clear(): void {
    this.marks = {};
    writeFileSync(this.path, '{}');
  }

  remove(): void {
    this.marks = {};
    rmSync(this.path, { force: true });
  }
}
