/**
 * Values derived from the catalogue, kept per key while the catalogue's change revision is the one they
 * were computed at (the database bumps it on every write, by any process: db/change-counters.ts), so what
 * is served is never stale; the age limit and the entry limit only bound memory (issue 13 A2).
 */
export function createRevisionCache<T>(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
) {
  const { ttlMs = 5 * 60_000, maxEntries = 2_000, now = Date.now } = options;
  const entries = new Map<string, { value: T; revision: number; at: number }>();
  return {
    get(key: string, revision: number): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.revision !== revision || now() - entry.at > ttlMs) {
        entries.delete(key);
        return undefined;
      }
      // Most recently used last: the least used goes first when the cache is full.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, revision: number, value: T) {
      entries.delete(key);
      entries.set(key, { value, revision, at: now() });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    size: () => entries.size,
    keys: () => [...entries.keys()],
  };
}

/**
 * `compute` with its answers kept per request (as JSON) and catalogue revision: the default listing and
 * popular searches are asked for again and again, and each answer costs queries, labels and cards (issue 13
 * A1, A2).
 */
export function keptPerRevision<R, A>(
  revision: () => Promise<number>,
  compute: (request: R, revision: number) => Promise<A>,
  maxEntries = 500,
): (request: R) => Promise<A> {
  const answers = createRevisionCache<A>({ maxEntries });
  return async (request) => {
    const current = await revision();
    const key = JSON.stringify(request);
    const kept = answers.get(key, current);
    if (kept !== undefined) return kept;
    const answer = await compute(request, current);
    answers.set(key, current, answer);
    return answer;
  };
}

export type RevisionCache<T> = ReturnType<typeof createRevisionCache<T>>;
