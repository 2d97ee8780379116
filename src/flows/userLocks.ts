// Per-user locks shared by every tab of this browser: the import flow takes one per user and
// platform, the scan flow one per user, so the same work never runs twice at once and work cut
// off by a closed tab can be told from work still running. Web Locks when the browser has them
// (secure contexts); otherwise locks that only this page sees. Invariant: `tryWithLock` never
// waits — it runs the work now or resolves null when the lock is held elsewhere.

export interface UserLocks {
  /** Runs `work` holding the named lock, or resolves null at once when it is held elsewhere. */
  tryWithLock<T>(name: string, work: () => Promise<T>): Promise<T | null>;
  /** Names of the locks held now by any tab, or null when the browser cannot tell. */
  held(): Promise<ReadonlySet<string> | null>;
}

/** Web Locks when the browser has them; otherwise locks within this page only. */
export function browserUserLocks(): UserLocks {
  const manager = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!manager) return memoryUserLocks();
  return {
    tryWithLock: <T>(name: string, work: () => Promise<T>) =>
      manager.request(name, { ifAvailable: true }, async (lock): Promise<T | null> =>
        lock ? await work() : null,
      ) as Promise<T | null>,
    async held() {
      const state = await manager.query();
      return new Set((state.held ?? []).flatMap((lock) => (lock.name ? [lock.name] : [])));
    },
  };
}

/** Locks that only this JavaScript realm sees (tests, browsers without Web Locks). */
export function memoryUserLocks(): UserLocks {
  const names = new Set<string>();
  return {
    async tryWithLock(name, work) {
      if (names.has(name)) return null;
      names.add(name);
      try {
        return await work();
      } finally {
        names.delete(name);
      }
    },
    async held() {
      return null;
    },
  };
}

let pageLocks: UserLocks | null = null;

/** The page's one set of locks, shared by the import and scan flows; created on first use. */
export function appUserLocks(): UserLocks {
  pageLocks ??= browserUserLocks();
  return pageLocks;
}
