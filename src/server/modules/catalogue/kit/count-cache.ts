/**
 * Totals of catalogue searches, kept per normalized filter state (issue 13 A2): turning a page does not
 * count every match again. An entry holds while the catalogue's change revision is the one it was counted
 * at (the database bumps it on every write, db/change-counters.ts), so a shown total is always exact; the
 * time limit only frees memory.
 */
export function createCountCache(options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
  const { ttlMs = 5 * 60_000, maxEntries = 2_000, now = Date.now } = options;
  const entries = new Map<string, { total: number; revision: number; at: number }>();
  return {
    get(key: string, revision: number): number | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.revision !== revision || now() - entry.at > ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.total;
    },
    set(key: string, revision: number, total: number) {
      entries.delete(key);
      entries.set(key, { total, revision, at: now() });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    size: () => entries.size,
    keys: () => [...entries.keys()],
  };
}

export type CountCache = ReturnType<typeof createCountCache>;
