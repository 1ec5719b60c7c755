/** The sandbox clock: real time unless a test moved or froze it (POST /__sandbox/clock). */
export class Clock {
  private offsetMs = 0;
  private frozenAt: number | null = null;

  /** A clock frozen at `at`: one request's "now" when a test pins it (X-Sandbox-Now). */
  static fixed(at: Date): Clock {
    const clock = new Clock();
    clock.set(at, true);
    return clock;
  }

  nowMs(): number {
    return this.frozenAt ?? Date.now() + this.offsetMs;
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  /** `at` = null returns to the real clock. */
  set(at: Date | null, frozen = false): void {
    if (at === null) {
      this.offsetMs = 0;
      this.frozenAt = null;
      return;
    }
    this.offsetMs = at.getTime() - Date.now();
    this.frozenAt = frozen ? at.getTime() : null;
  }

  advance(ms: number): void {
    if (this.frozenAt !== null) this.frozenAt += ms;
    else this.offsetMs += ms;
  }
}

const hourFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Almaty',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Almaty',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Minutes since local midnight in Asia/Almaty. */
export function almatyMinutes(d: Date): number {
  const [h = '0', m = '0'] = hourFormat.format(d).split(':');
  return Number(h) * 60 + Number(m);
}

/** YYYY-MM-DD of the day in Asia/Almaty. */
export function almatyDate(d: Date): string {
  return dayFormat.format(d);
}

/** UTC instant of local midnight (Asia/Almaty, UTC+5 all year since 2024) of a YYYY-MM-DD day. */
export function almatyDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:00`);
}

export function isWorkingTime(d: Date, from: number, to: number): boolean {
  const m = almatyMinutes(d);
  return m >= from * 60 && m < to * 60;
}
