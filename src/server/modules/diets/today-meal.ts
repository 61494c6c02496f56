/**
 * Which day and meal "add to today in my diet plan" (issue 22 A5) writes to. Pure: the clock is an argument.
 *
 * Today is the server's local calendar date (the process's time zone, `TZ`), unless the client sends its own
 * calendar date; that one is accepted within one day of the server's, which covers every time zone on Earth
 * (UTC−12 … UTC+14) and refuses a date picked at random.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar date of `now`, YYYY-MM-DD. */
export const localIsoDate = (now: Date): string =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** The local time of day of `now`, HH:MM. */
export const localTimeOfDay = (now: Date): string => `${pad(now.getHours())}:${pad(now.getMinutes())}`;

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** True when the client's `date` lies within one calendar day of the server's `serverDate`. */
export const isNearDate = (date: string, serverDate: string): boolean =>
  Math.abs(dayNumber(date) - dayNumber(serverDate)) <= 1;

interface TimedItem {
  readonly id: string;
  readonly time: string;
}

/**
 * The index of the meal to add to among `meals` (of one day): the meal whose schedule time is the latest not
 * after `time`; else the earliest meal of the day (the first one when no meal has a time). Meals whose
 * schedule item is gone have no time and are chosen only when no meal has one; of two meals at the same time,
 * the first. -1 when the day has no meal.
 */
export function mealIndexAt(
  meals: ReadonlyArray<{ readonly scheduleItemId: string }>,
  schedule: readonly TimedItem[],
  time: string,
): number {
  const timeOf = new Map(schedule.map((item) => [item.id, item.time]));
  const timed = meals
    .map((meal, index) => ({ index, time: timeOf.get(meal.scheduleItemId) }))
    .filter((entry): entry is { index: number; time: string } => entry.time !== undefined);
  if (timed.length === 0) return meals.length > 0 ? 0 : -1;
  let earlier: { index: number; time: string } | undefined;
  let earliest = timed[0]!;
  for (const entry of timed) {
    if (entry.time < earliest.time) earliest = entry;
    if (entry.time <= time && (!earlier || entry.time > earlier.time)) earlier = entry;
  }
  return (earlier ?? earliest).index;
}
