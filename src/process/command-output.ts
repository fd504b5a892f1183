import type { ChildProcessByStdio } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import type { Readable } from 'node:stream';

const TAIL_LINES = 30;

/**
 * What a command writes: stdout and stderr counted together against a byte
 * limit, the last lines of both kept for error messages, and stdout streamed
 * to a file (or kept in memory when there is none). The benchmark controls
 * all of it, so nothing here grows without bound.
 */
export class CommandOutput {
  stdout = '';
  exceeded = false;
  private bytes = 0;
  private readonly tail = new TailBuffer(TAIL_LINES);
  private readonly file: WriteStream | undefined;
  private source: Readable | undefined;

  constructor(
    readonly limit: number,
    stdoutFile: string | undefined,
    /** Called once, when the limit is passed: the command is to be stopped. */
    private readonly onOverLimit: () => void,
    private readonly onOutput?: (chunk: string) => void,
  ) {
    this.file = stdoutFile ? createWriteStream(stdoutFile) : undefined;
  }

  attach(child: ChildProcessByStdio<null, Readable, Readable>): void {
    this.source = child.stdout;
    child.stdout.on('data', (chunk: Buffer) => {
      if (!this.accept(chunk)) return;
      if (!this.file) this.stdout += chunk.toString('utf8');
      // Streaming with back-pressure: memory stays bounded however fast the benchmark writes.
      else if (!this.file.write(chunk)) {
        child.stdout.pause();
        this.file.once('drain', () => child.stdout.resume());
      }
    });
    child.stderr.on('data', (chunk: Buffer) => void this.accept(chunk));
  }

  /** Whether stdout is held back until the file drains (output still on its way, not a hung pipe). */
  waitingForDisk(): boolean {
    return this.source?.isPaused() ?? false;
  }

  lines(): string[] {
    return this.tail.lines();
  }

  /** Flushes the file. */
  end(): Promise<void> {
    return new Promise((resolve) => (this.file ? this.file.end(resolve) : resolve()));
  }

  // Counts a chunk against the limit; false once it is over (the chunk is dropped).
  private accept(chunk: Buffer): boolean {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) {
      if (!this.exceeded) {
        this.exceeded = true;
        this.onOverLimit();
      }
      return false;
    }
    const text = chunk.toString('utf8');
    this.tail.push(text);
    this.onOutput?.(text);
    return true;
  }
}

/** Keeps the last N lines of a stream of chunks. */
class TailBuffer {
  private buffer = '';
  constructor(private readonly max: number) {}
  push(text: string): void {
    this.buffer += text;
    if (this.buffer.length > 64 * 1024) this.buffer = this.buffer.slice(-32 * 1024);
  }
  lines(): string[] {
    return this.buffer
      .split('\n')
      .filter((l) => l.trim() !== '')
      .slice(-this.max);
  }
}
