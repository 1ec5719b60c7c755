import { WORKING_HOURS } from '@cabinet/shared';

/** Kazakhstan keeps one offset, UTC+5, all year; the platform counts working hours in it. */
const ALMATY_OFFSET_HOURS = 5;

/** The hour of the day in Almaty for an instant. */
const almatyHour = (now: Date): number => (now.getUTCHours() + ALMATY_OFFSET_HOURS) % 24;

/** §5: couriers can be called only 09:00 to 21:00 Almaty time. */
export const isWorkingTime = (now: Date): boolean => {
  const hour = almatyHour(now);
  return hour >= WORKING_HOURS.from && hour < WORKING_HOURS.to;
};

/** `YYYY-MM-DD` and `HH:mm` of an Almaty wall clock as ISO 8601 with its offset (what the platform takes). */
export const plannedDatetime = (date: string, time: string): string => `${date}T${time}:00+05:00`;

/** Almaty wall-clock `YYYY-MM-DD` and `HH:mm` for an instant (defaults of the planned-time picker). */
function almatyWallClock(instant: Date): { date: string; time: string } {
  const shifted = new Date(instant.getTime() + ALMATY_OFFSET_HOURS * 3_600_000);
  const iso = shifted.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The first moment worth proposing for a planned order: an hour ahead, inside working hours. */
export function suggestedPlannedTime(now: Date): { date: string; time: string } {
  const candidate = new Date(now.getTime() + 60 * 60_000);
  const wall = almatyWallClock(candidate);
  const hour = Number(wall.time.slice(0, 2));
  if (hour >= WORKING_HOURS.from && hour < WORKING_HOURS.to - 1) {
    const minutes = Number(wall.time.slice(3, 5));
    const rounded = minutes === 0 ? wall.time : `${String(hour + 1).padStart(2, '0')}:00`;
    return { date: wall.date, time: rounded };
  }
  // Outside working hours: 10:00 of the next working morning.
  const morning =
    hour < WORKING_HOURS.from ? wall.date : almatyWallClock(new Date(candidate.getTime() + 86_400_000)).date;
  return { date: morning, time: '10:00' };
}

/** §5 and the platform's rule for a planned order: 30 minutes to 30 days ahead, inside working hours. */
const PLANNED_MIN_AHEAD_MS = 30 * 60_000;
const PLANNED_MAX_AHEAD_MS = 30 * 86_400_000;
/** Planned times are offered in steps of this many minutes. */
const PLANNED_STEP_MINUTES = 15;

type PlannedTimeProblem = 'plannedTooSoon' | 'plannedTooLate' | 'plannedOutsideHours';

/** Why the platform would refuse this planned time (`datetime` with its offset), or null. */
export function plannedTimeProblem(datetime: string, now: Date): PlannedTimeProblem | null {
  const at = Date.parse(datetime);
  if (Number.isNaN(at)) return null;
  if (at < now.getTime() + PLANNED_MIN_AHEAD_MS) return 'plannedTooSoon';
  if (at > now.getTime() + PLANNED_MAX_AHEAD_MS) return 'plannedTooLate';
  if (!isWorkingTime(new Date(at))) return 'plannedOutsideHours';
  return null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The times (`HH:mm`, Almaty) that may be chosen on a day (`YYYY-MM-DD`): every step inside working
 * hours, without those the platform would refuse as too soon or too late.
 */
export function plannedTimeSlots(date: string, now: Date): string[] {
  const slots: string[] = [];
  for (
    let minutes = WORKING_HOURS.from * 60;
    minutes < WORKING_HOURS.to * 60;
    minutes += PLANNED_STEP_MINUTES
  ) {
    const time = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
    const problem = plannedTimeProblem(plannedDatetime(date, time), now);
    if (problem === null) slots.push(time);
  }
  return slots;
}

/** The first and last days (`YYYY-MM-DD`, Almaty) a planned order may be placed on. */
export function plannedDayRange(now: Date): { min: string; max: string } {
  return {
    min: almatyWallClock(new Date(now.getTime() + PLANNED_MIN_AHEAD_MS)).date,
    max: almatyWallClock(new Date(now.getTime() + PLANNED_MAX_AHEAD_MS)).date,
  };
}

/** The Almaty date and time of a planned `datetime` as the pickers show them. */
export function plannedParts(datetime: string): { date: string; time: string } | null {
  const at = Date.parse(datetime);
  return Number.isNaN(at) ? null : almatyWallClock(new Date(at));
}
