/** An event of an iCalendar feed: local (floating) start as stored, minutes, texts. */
export interface FeedEvent {
  uid: string;
  start: string;
  durationMinutes: number;
  title: string;
  description: string;
  url: string | null;
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks escaped in TEXT values. */
export function icalText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF and a space), never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line holds 75 octets; each continuation line 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** `2026-12-09T18:00:00` (local, no zone) as an iCalendar floating date-time, `minutes` later. */
function floating(start: string, minutes: number): string {
  const [date, time] = start.split('T') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss] = time.split(':').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d, hh, mm + minutes, ss || 0));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;
}

/**
 * An iCalendar (RFC 5545) feed of a profile's or club's events, for calendar apps to subscribe to. Times are
 * floating (the wall-clock time at the place, as the events are kept).
 */
export function icalFeed(name: string, events: FeedEvent[], stamp: Date): string {
  const dtstamp = stamp
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Nutrio//Calendar//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${icalText(name)}`,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART:${floating(event.start, 0)}`,
      `DTEND:${floating(event.start, event.durationMinutes)}`,
      `SUMMARY:${icalText(event.title)}`,
      ...(event.description ? [`DESCRIPTION:${icalText(event.description)}`] : []),
      ...(event.url ? [`URL:${event.url}`] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
