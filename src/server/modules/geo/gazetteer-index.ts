/** A place of the gazetteer as the suggestions need it. */
export interface IndexedPlace {
  id: number;
  name: string;
  region: string;
  country_code: string;
  lat: number;
  lon: number;
  population: number;
}

interface IndexedName {
  key: string;
  name: string;
  main: boolean;
  place: IndexedPlace;
}

/** A place found for a prefix, and the spellings of its name that begin with it. */
export interface PlaceMatch {
  place: IndexedPlace;
  /** 0: one of its names is exactly the text; 1: one begins with it. */
  quality: number;
  names: Array<{ key: string; name: string; main: boolean }>;
}

/**
 * The gazetteer's names sorted by key, in memory (≈ 40,000 names, a few MB): a prefix is a binary search and
 * a walk over the names it begins, so even a one-letter prefix answers in well under a millisecond — the
 * database's range scan, grouping and join took up to 65 ms for the broad prefixes (`bench:geo`).
 */
export function createGazetteerIndex(
  places: IndexedPlace[],
  names: Array<{ place_id: number; key: string; name: string; main: number }>,
) {
  const byId = new Map(places.map((place) => [place.id, place]));
  const entries: IndexedName[] = names
    .filter((name) => byId.has(name.place_id))
    .map((name) => ({
      key: name.key,
      name: name.name,
      main: name.main === 1,
      place: byId.get(name.place_id)!,
    }))
    // Keys are [a-z0-9] only: code-unit order is their order.
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

  function firstAtLeast(key: string): number {
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (entries[middle]!.key < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  return {
    /** Places with a name beginning with `key`: exact names first, then by population (then id). */
    search(key: string, countryCode: string | null, limit: number): PlaceMatch[] {
      const found = new Map<number, PlaceMatch>();
      for (let i = firstAtLeast(key); i < entries.length && entries[i]!.key.startsWith(key); i++) {
        const entry = entries[i]!;
        if (countryCode && entry.place.country_code !== countryCode) continue;
        let match = found.get(entry.place.id);
        if (!match) found.set(entry.place.id, (match = { place: entry.place, quality: 1, names: [] }));
        if (entry.key === key) match.quality = 0;
        match.names.push({ key: entry.key, name: entry.name, main: entry.main });
      }
      return [...found.values()]
        .sort(
          (a, b) =>
            a.quality - b.quality || b.place.population - a.place.population || a.place.id - b.place.id,
        )
        .slice(0, limit);
    },
  };
}

export type GazetteerIndex = ReturnType<typeof createGazetteerIndex>;
