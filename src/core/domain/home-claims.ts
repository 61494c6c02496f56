/**
 * HOME-26: the home hero's three figures. Each is a fact of the data we ship (docs/decisions.md "Home page"),
 * checked against it by home-claims.test.ts: over 1,000 SR28 foods, over 20 ready-made diet plans, and the
 * share of SR28 foods with a laboratory fibre value.
 */
export const HERO_STATS = [
  { key: 'foods', value: '1k+' },
  { key: 'plans', value: '20+' },
  { key: 'fibre', value: '93%' },
] as const;
