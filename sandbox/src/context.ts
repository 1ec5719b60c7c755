/** Everything a route needs, created once per server. */
import type { SandboxConfig } from './config';
import type { Db } from './db/db';
import type { Clock } from './domain/clock';
import type { City } from './contract';

export interface Switches {
  cityClosed: boolean | City;
  surgePercent: number;
}

interface BotState {
  /** Answer 429 this many more times. */
  rateLimitTimes: number;
  retryAfter: number;
}

export interface Ctx {
  db: Db;
  config: SandboxConfig;
  clock: Clock;
  switches: Switches;
  bot: BotState;
}

export const isCityClosed = (s: Switches, city: City): boolean =>
  s.cityClosed === true || s.cityClosed === city;
