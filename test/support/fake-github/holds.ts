// Requests the fake holds on purpose (delay and barrier faults). Kept in one
// place so close() can let them all go instead of leaving sockets hanging.

import type { Fault } from './faults.js';

export class Holds {
  private readonly timers = new Map<NodeJS.Timeout, () => void>();
  private readonly barriers = new Map<Fault, Array<() => void>>();
  /** Set by releaseAll(): held requests then answer 503 instead of running. */
  closed = false;

  wait(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.set(timer, resolve);
    });
  }

  /** Resolves when `fault.parties` requests wait on the same barrier fault. */
  barrier(fault: Fault & { kind: 'barrier' }): Promise<void> {
    return new Promise<void>((resolve) => {
      const waiting = this.barriers.get(fault) ?? [];
      waiting.push(resolve);
      this.barriers.set(fault, waiting);
      if (waiting.length >= fault.parties) {
        this.barriers.delete(fault);
        for (const release of waiting) release();
      }
    });
  }

  releaseAll(): void {
    this.closed = true;
    for (const [timer, release] of this.timers) {
      clearTimeout(timer);
      release();
    }
    this.timers.clear();
    for (const waiting of this.barriers.values()) for (const release of waiting) release();
    this.barriers.clear();
  }
}
