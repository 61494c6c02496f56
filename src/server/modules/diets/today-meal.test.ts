import { describe, expect, it } from 'vitest';
import { isNearDate, localIsoDate, localTimeOfDay, mealIndexAt } from './today-meal';

const SCHEDULE = [
  { id: 'lunch', time: '12:00' },
  { id: 'breakfast', time: '08:00' },
  { id: 'dinner', time: '18:30' },
];
const meals = (...ids: string[]) => ids.map((scheduleItemId) => ({ scheduleItemId }));

describe('which meal of today a food goes to (issue 22 A5)', () => {
  it('the meal whose time is the latest not after now, whatever the order of the meals', () => {
    const day = meals('lunch', 'dinner', 'breakfast');
    expect(mealIndexAt(day, SCHEDULE, '08:00')).toBe(2);
    expect(mealIndexAt(day, SCHEDULE, '11:59')).toBe(2);
    expect(mealIndexAt(day, SCHEDULE, '12:00')).toBe(0);
    expect(mealIndexAt(day, SCHEDULE, '23:59')).toBe(1);
  });

  it('before the first meal: the first meal of the day', () => {
    expect(mealIndexAt(meals('lunch', 'dinner', 'breakfast'), SCHEDULE, '05:00')).toBe(2);
  });

  it('meals whose schedule item is gone count only when no meal has a time; no meal → -1', () => {
    expect(mealIndexAt(meals('gone', 'dinner'), SCHEDULE, '07:00')).toBe(1);
    expect(mealIndexAt(meals('gone', 'also-gone'), SCHEDULE, '20:00')).toBe(0);
    expect(mealIndexAt([], SCHEDULE, '20:00')).toBe(-1);
  });

  it('the client’s date is accepted within one day of the server’s, across month and year ends', () => {
    expect(isNearDate('2026-12-31', '2027-01-01')).toBe(true);
    expect(isNearDate('2027-01-01', '2026-12-31')).toBe(true);
    expect(isNearDate('2026-03-01', '2026-02-28')).toBe(true);
    expect(isNearDate('2026-03-02', '2026-02-28')).toBe(false);
    expect(isNearDate('2026-12-30', '2027-01-01')).toBe(false);
  });

  it('the server’s local date and time of day', () => {
    const now = new Date(2026, 0, 5, 7, 3);
    expect(localIsoDate(now)).toBe('2026-01-05');
    expect(localTimeOfDay(now)).toBe('07:03');
  });
});
