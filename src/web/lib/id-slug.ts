/** Detail paths are `<id>-<slug>`, or the id alone (ARCHITECTURE §7). */
export function idSlug(id: number, slug: string | null | undefined): string {
  return slug ? `${id}-${slug}` : String(id);
}

export function idFromSlug(idSlugParam: string | undefined): number | null {
  const match = /^(\d{1,9})(?:-|$)/.exec(idSlugParam ?? '');
  return match ? Number(match[1]) : null;
}
