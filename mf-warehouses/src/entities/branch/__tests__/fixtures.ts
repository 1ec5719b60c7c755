import type { Branch, Paged } from '@cabinet/shared/contract';

/** A branch as the platform answers it; `id` tells it apart. */
export function makeBranch(id: number, overrides: Partial<Branch> = {}): Branch {
  return {
    id,
    name: `Склад ${id}`,
    street: 'проспект Абая',
    building: String(id),
    latitude: 43.2389,
    longitude: 76.8897,
    city: 'almaty',
    contact_name: `Менеджер ${id}`,
    phone_number: `+7701555${String(id).padStart(4, '0')}`,
    working_hours: '09:00-21:00',
    comment: '',
    created_at: '2026-11-20T10:00:00+05:00',
    updated_at: '2026-11-20T10:00:00+05:00',
    ...overrides,
  };
}

export const PAGE_SIZE = 20;

/** The platform's page `page` of a company with `count` branches (ids 1..count). */
export function branchPage(page: number, count: number): Paged<Branch> {
  const first = (page - 1) * PAGE_SIZE;
  const results = Array.from({ length: Math.max(0, Math.min(PAGE_SIZE, count - first)) }, (_, index) =>
    makeBranch(first + index + 1),
  );
  return {
    count,
    page,
    page_size: PAGE_SIZE,
    next: first + PAGE_SIZE < count ? page + 1 : null,
    previous: page > 1 ? page - 1 : null,
    results,
  };
}

/** A refusal as the platform client rejects it: the platform's `{"detail": {code, message, fields?}}`. */
export function refusal(status: number, code: string, fields?: Record<string, string>, message = code) {
  return Object.assign(new Error(code), {
    response: { status, data: { detail: { code, message, ...(fields ? { fields } : {}) } } },
  });
}
