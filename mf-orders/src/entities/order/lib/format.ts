import type { Courier, Group, Point } from '@cabinet/shared/contract';
import { formatInAlmaty } from '@cabinet/shared/dates';

/**
 * A server time (ISO, UTC) in the reader's language at Almaty's wall clock, whatever the browser's
 * zone: the list's date filter, reports and planned times all count in it ("22 нояб. 2026, 19:05").
 */
export function formatDateTime(iso: string, lang: string): string {
  return formatInAlmaty(iso, 'd MMM yyyy, HH:mm', lang);
}

/** Street and building of a point, as one line. */
export function addressLine(address: Pick<Point['address'], 'street' | 'building'>): string {
  return [address.street, address.building].filter(Boolean).join(', ');
}

/** The route of an order in one line: first → last address and the number of points. */
export function routeSummary(order: Pick<Group, 'points'>): { from: string; to: string; count: number } {
  const points = [...order.points].sort((a, b) => a.index - b.index);
  const first = points[0];
  const last = points[points.length - 1];
  return {
    from: first ? addressLine(first.address) : '',
    to: last && last !== first ? addressLine(last.address) : '',
    count: points.length,
  };
}

/** §3 "courier data: name or contact_name". */
export function courierName(courier: Pick<Courier, 'name' | 'contact_name'> | null | undefined): string {
  if (!courier) return '';
  return courier.name || courier.contact_name;
}
