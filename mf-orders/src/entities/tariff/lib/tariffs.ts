import { TARIFF_SCORE } from '@cabinet/shared';
import type { RatesResponse, Tariff, Transport } from '@cabinet/shared/contract';

/** §4: fastest adds 4, CAR adds 1. */
const tariffScore = (tariff: Pick<Tariff, 'is_fastest' | 'transport'>): number =>
  (tariff.is_fastest ? TARIFF_SCORE.fastest : 0) + (tariff.transport === 'CAR' ? TARIFF_SCORE.car : 0);

/** §4: ascending by score; equal scores keep the server's order (`sort` is stable since ES2019). */
export const sortTariffs = (tariffs: Tariff[]): Tariff[] =>
  [...tariffs].sort((a, b) => tariffScore(a) - tariffScore(b));

/**
 * §4: the previously selected tariff is kept if still present, otherwise the first. Quote ids change
 * with every request, so "the same tariff" is the same id, else the transport the user chose
 * (`preferred`, kept across route edits that cleared the selection), else the selected transport.
 */
export function pickTariff(
  tariffs: Tariff[],
  previous: Tariff | null,
  preferred: Transport | null = null,
): Tariff | null {
  // Every tariff names its transport, so an undefined one finds nothing.
  const offered = (transport: Transport | undefined) =>
    tariffs.find((tariff) => tariff.transport === transport && !tariff.is_unavailable);
  const same =
    (previous ? tariffs.find((tariff) => tariff.id === previous.id) : undefined) ??
    offered(preferred ?? undefined) ??
    offered(previous?.transport);
  if (same) return same;
  return tariffs.find((tariff) => !tariff.is_unavailable) ?? tariffs[0] ?? null;
}

/** The optimised route's price for the selected transport, or null when it offers none. */
export function optimisedPrice(
  selected: Tariff | null,
  optimized: RatesResponse['optimized'],
): number | null {
  if (!selected || !optimized) return null;
  const same = optimized.tariffs.find((tariff) => tariff.transport === selected.transport);
  return same && !same.is_unavailable ? same.price : null;
}

/** §4: profit = selected price minus the optimised price of the same tariff, or 0. */
export function optimisationProfit(selected: Tariff | null, optimized: RatesResponse['optimized']): number {
  const price = optimisedPrice(selected, optimized);
  return selected && price !== null ? Math.max(0, selected.price - price) : 0;
}

/** ETA for the card: minutes under an hour, else hours (rounded up to a half). */
export function etaParts(minutes: number): { unit: 'minutes' | 'hours'; value: number } {
  if (minutes < 60) return { unit: 'minutes', value: minutes };
  return { unit: 'hours', value: Math.ceil((minutes / 60) * 2) / 2 };
}
