import { createContext, useContext, useState } from 'react';

const RenderSeedContext = createContext<number | null>(null);

/** The page's seed: chosen by the server that rendered the page, and read back by the browser hydrating it. */
export const RenderSeedProvider = RenderSeedContext.Provider;

/**
 * A random number kept for a component's lifetime (a shuffle's seed) that the server's render and the
 * browser's hydration agree on, so the shuffled markup matches; without a page seed, a fresh one.
 */
export function useRenderSeed(): number {
  const pageSeed = useContext(RenderSeedContext);
  const [seed] = useState(() => pageSeed ?? Math.floor(Math.random() * 1_000_000));
  return seed;
}
