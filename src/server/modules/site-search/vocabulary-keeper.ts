import { isLocale } from '../../../core/i18n/locales';
import { buildVocabulary, countWords, type Vocabulary, type WordCounts } from './vocabulary';

/** Where the vocabulary's words come from: the search index's names, and the catalogue's change revision. */
export interface VocabularySource {
  revision(): Promise<number>;
  namesAfter(afterId: number, count: number): Promise<Array<{ id: number; locale: string; name: string }>>;
}

/** Names read per statement. */
const SLICE = 5000;
/** Names counted per turn of the event loop: about a millisecond of work, then other requests get their turn. */
const TURN = 1000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface VocabularyKeeperOptions {
  /** A stale vocabulary is served while a new one is built, at most this often (imports write for minutes). */
  minRebuildMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

/**
 * The typo vocabulary, built from the catalogue's names at startup and again when the catalogue changes (its
 * revision moves with every write, by any process). A stale one answers while the next is built in the
 * background; only a search with none that holds words yet (a fresh start, the first import) waits for it.
 */
export function createVocabularyKeeper(source: VocabularySource, options: VocabularyKeeperOptions = {}) {
  const { minRebuildMs = 30_000, now = Date.now, onError = () => {} } = options;
  let kept: { vocabulary: Vocabulary; revision: number; builtAt: number } | null = null;
  let building: Promise<void> | null = null;

  async function build(revision: number) {
    const counts: WordCounts = new Map();
    for (let after = 0; ;) {
      const rows = await source.namesAfter(after, SLICE);
      for (let start = 0; start < rows.length; start += TURN) {
        for (const row of rows.slice(start, start + TURN))
          if (isLocale(row.locale)) countWords(counts, row.locale, row.name);
        await nextTurn();
      }
      if (rows.length < SLICE) break;
      after = rows[rows.length - 1]!.id;
    }
    kept = { vocabulary: await buildVocabulary(counts, nextTurn), revision, builtAt: now() };
  }

  function rebuild(revision: number): Promise<void> {
    building ??= build(revision)
      .catch(onError)
      .finally(() => {
        building = null;
      });
    return building;
  }

  return {
    /** Starts the first build without waiting for it. */
    warm(): void {
      source.revision().then(rebuild, onError);
    },
    /** The vocabulary to correct a query with; null when there is none with words (an empty catalogue). */
    async current(): Promise<Vocabulary | null> {
      const revision = await source.revision();
      if (kept?.revision === revision) return kept.vocabulary;
      const usable = kept !== null && kept.vocabulary.size > 0;
      if (!usable || now() - kept!.builtAt >= minRebuildMs) {
        const next = rebuild(revision);
        if (!usable) await next;
      }
      return kept && kept.vocabulary.size > 0 ? kept.vocabulary : null;
    },
  };
}

export type VocabularyKeeper = ReturnType<typeof createVocabularyKeeper>;
