/** Tariff pricing from route distance and transport (integer tenge). */
import type { Lang, Tariff, Transport } from '../contract';
import { TYPICAL_PICKUP_MINUTES } from '../contract';

interface TransportRule {
  base: number;
  perKm: number;
  extraPoint: number;
  speedKmh: number;
  slaHours: number;
  weightKg: number;
  maxKm: number;
  multipoint: boolean;
}

export const TRANSPORT_RULES: Record<Transport, TransportRule> = {
  CAR: {
    base: 1100,
    perKm: 110,
    extraPoint: 300,
    speedKmh: 30,
    slaHours: 3,
    weightKg: 100,
    maxKm: 80,
    multipoint: true,
  },
  MOTORBIKE: {
    base: 900,
    perKm: 90,
    extraPoint: 250,
    speedKmh: 35,
    slaHours: 2,
    weightKg: 15,
    maxKm: 30,
    multipoint: true,
  },
  FOOT: {
    base: 700,
    perKm: 140,
    extraPoint: 200,
    speedKmh: 5,
    slaHours: 2,
    weightKg: 5,
    maxKm: 4,
    multipoint: false,
  },
};
const TRANSPORTS: Transport[] = ['CAR', 'MOTORBIKE', 'FOOT'];

const round10 = (n: number): number => Math.round(n / 10) * 10;

type TariffDraft = Omit<Tariff, 'id'>;

/** Why a transport cannot take a route, in the language of the request (Accept-Language). */
const UNAVAILABLE_REASONS: Record<Lang, { tooLong: (km: number) => string; multipoint: string }> = {
  ru: {
    tooLong: (km) => `Недоступно для маршрута длиннее ${km} км`,
    multipoint: 'Недоступно для заказа с несколькими точками',
  },
  kk: {
    tooLong: (km) => `${km} км-ден ұзын бағытқа қолжетімсіз`,
    multipoint: 'Бірнеше нүктесі бар тапсырысқа қолжетімсіз',
  },
};

/** Prices every transport for a route of `distanceKm` through `pointsCount` points. */
export function priceRoute(
  distanceKm: number,
  pointsCount: number,
  surgePercent: number,
  lang: Lang = 'ru',
): TariffDraft[] {
  const reasons = UNAVAILABLE_REASONS[lang];
  const drafts = TRANSPORTS.map((transport): TariffDraft => {
    const r = TRANSPORT_RULES[transport];
    const extra = Math.max(0, pointsCount - 2);
    const price = round10((r.base + r.perKm * distanceKm + r.extraPoint * extra) * (1 + surgePercent / 100));
    const eta = TYPICAL_PICKUP_MINUTES + Math.ceil((distanceKm / r.speedKmh) * 60) + 5 * extra;
    let reason: string | null = null;
    if (distanceKm > r.maxKm) reason = reasons.tooLong(r.maxKm);
    else if (pointsCount > 2 && !r.multipoint) reason = reasons.multipoint;
    return {
      transport,
      price,
      is_fastest: false,
      is_multipoint: r.multipoint,
      is_unavailable: reason !== null,
      unavailable_reason: reason,
      delivery_sla_hours: r.slaHours,
      weight_limit_kg: r.weightKg,
      eta_minutes: eta,
      surge_percent: surgePercent,
    };
  });
  let fastest: TariffDraft | null = null;
  for (const d of drafts) {
    if (!d.is_unavailable && (fastest === null || d.eta_minutes < fastest.eta_minutes)) fastest = d;
  }
  if (fastest) fastest.is_fastest = true;
  return drafts;
}

/** The key a quote is bound to: the exact coordinates in order. */
export function routeKey(points: ReadonlyArray<{ lat: number; lon: number }>): string {
  return points.map((p) => `${p.lat.toFixed(6)},${p.lon.toFixed(6)}`).join(';');
}
