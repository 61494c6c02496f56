import { useSearchParams } from 'react-router';

export const ADMIN_SECTIONS = [
  'users',
  'orders',
  'recipes',
  'foods',
  'exercises',
  'ebooks',
  'templates',
  'articles',
  'promotions',
  'packages',
  'testimonials',
  'moderation',
  'seo',
  'feedback',
  'narration',
  'audit',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export function isAdminSection(value: string | null): value is AdminSection {
  return (ADMIN_SECTIONS as readonly (string | null)[]).includes(value);
}

/** A 1-based page number from the URL; anything else is page 1. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** `?…` with some parameters changed; `null` or '' removes one. */
export function withParams(current: URLSearchParams, change: Record<string, string | number | null>): string {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(change)) {
    if (value === null || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  return `?${next.toString()}`;
}

/** The URL's parameters and a way to change some of them (the rest stay). */
export function useAdminParams() {
  const [params, setParams] = useSearchParams();
  const update = (change: Record<string, string | number | null>) =>
    setParams(new URLSearchParams(withParams(params, change).slice(1)));
  return {
    params,
    update,
    hrefWith: (change: Record<string, string | number | null>) => withParams(params, change),
  };
}
