/** CAL-05: only links that begin with https are offered, as the external links they are. */
export function externalLink(link: string | null | undefined): URL | null {
  if (!link || !link.startsWith('https://')) return null;
  try {
    return new URL(link);
  } catch {
    return null;
  }
}

/** The events still to come (those under way included), soonest first. */
export function upcoming<T extends { event_at: string; duration: number }>(events: T[], now: Date): T[] {
  return events
    .filter((event) => new Date(event.event_at).getTime() + event.duration * 60_000 >= now.getTime())
    .sort((a, b) => a.event_at.localeCompare(b.event_at));
}
