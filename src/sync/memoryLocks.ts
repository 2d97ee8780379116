// An in-memory SyncLocks: one holder per name at a time, waiters served in order. Used where Web
// Locks do not exist (Node: the CLI, tests, benchmarks). Invariant: a task's failure releases
// the lock.
import type { LockResult, SyncLocks } from './ports.ts';

export function createMemoryLocks(): SyncLocks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    async run<T>(name: string, task: () => Promise<T>): Promise<LockResult<T>> {
      const previous = tails.get(name) ?? Promise.resolve();
      const current = previous.then(task, task);
      const settled = current.catch(() => undefined);
      tails.set(name, settled);
      try {
        return { ran: true, value: await current };
      } finally {
        if (tails.get(name) === settled) tails.delete(name);
      }
    },
  };
}
