import { describe, expect, it } from 'vitest';
import { foldLine, icalFeed, icalText } from './ical';

describe('the iCalendar feed', () => {
  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(icalText('a;b,c\\d\nnext')).toBe('a\\;b\\,c\\\\d\\nnext');
    const long = `DESCRIPTION:${'żółw '.repeat(30)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((line, i) => (i === 0 ? line : line.slice(1)))
        .join(''),
    ).toBe(long);
  });

  it('an event with its floating start and end, summary, description and https link', () => {
    const feed = icalFeed(
      'Kuźnia Formy',
      [
        {
          uid: 'event-7@nutrio',
          start: '2026-12-31T23:30:00',
          durationMinutes: 90,
          title: 'New Year, run',
          description: 'Bring water; warm clothes',
          url: 'https://example.com/run',
        },
      ],
      new Date('2026-11-27T10:00:00.123Z'),
    );
    expect(feed.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Nutrio//Calendar//EN',
      'CALSCALE:GREGORIAN',
      'X-WR-CALNAME:Kuźnia Formy',
      'BEGIN:VEVENT',
      'UID:event-7@nutrio',
      'DTSTAMP:20261127T100000Z',
      'DTSTART:20261231T233000',
      'DTEND:20270101T010000',
      'SUMMARY:New Year\\, run',
      'DESCRIPTION:Bring water\\; warm clothes',
      'URL:https://example.com/run',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});
