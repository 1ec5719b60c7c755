/** A point's fields the platform may name in a VALIDATION_ERROR, as the order forms show them. */
export type PointFieldName =
  | 'address'
  | 'entrance'
  | 'floor'
  | 'apartment'
  | 'intercom'
  | 'extra_info'
  | 'contact_name'
  | 'phone_number';

/** The platform's words per field of the order: each shown beside the field it names. */
export interface PlatformFieldErrors {
  points: Record<number, Partial<Record<PointFieldName, string>>>;
  comment: string | null;
}

/** The platform's field of a point (`points.N.address.apartment`) and the form's field that shows it. */
const POINT_PATHS: Record<string, PointFieldName> = {
  'address.street': 'address',
  'address.building': 'address',
  'address.latitude': 'address',
  'address.longitude': 'address',
  'address.entrance': 'entrance',
  'address.floor': 'floor',
  'address.apartment': 'apartment',
  'address.intercom': 'intercom',
  'address.extra_info': 'extra_info',
  'contact_info.contact_name': 'contact_name',
  'contact_info.phone_number': 'phone_number',
};

const POINT_PATH = /^points\.(\d+)\.(.+)$/;

/**
 * The `fields` of a create call's VALIDATION_ERROR (`{"points.1.address.apartment": "…"}`), placed
 * on the order's fields; null when none of them is a field the form has.
 */
export function readFieldErrors(fields: Record<string, string>): PlatformFieldErrors | null {
  const errors: PlatformFieldErrors = { points: {}, comment: null };
  let placed = false;
  for (const [path, message] of Object.entries(fields)) {
    if (path === 'comment') {
      errors.comment ??= message;
      placed = true;
      continue;
    }
    const match = POINT_PATH.exec(path);
    const field = match ? POINT_PATHS[match[2] ?? ''] : undefined;
    if (!match || !field) continue;
    const point = (errors.points[Number(match[1])] ??= {});
    point[field] ??= message;
    placed = true;
  }
  return placed ? errors : null;
}
