import { describe, expect, it } from 'vitest';
import { unreadCountOf } from './notifications-live';

describe('the live stream’s notifications event', () => {
  it('gives the unread count of `{ "unread": n }`', () => {
    expect(unreadCountOf('{"unread":0}')).toBe(0);
    expect(unreadCountOf('{"unread":7,"other":"kept out"}')).toBe(7);
  });

  it('reads nothing from an event that is not one (the bell keeps its count)', () => {
    for (const data of [
      '',
      'not json',
      'null',
      '7',
      '[]',
      '{}',
      '{"unread":-1}',
      '{"unread":2.5}',
      '{"unread":"3"}',
    ])
      expect(unreadCountOf(data)).toBeNull();
  });
});
