import type { SavedAddress } from '@cabinet/shared/contract';

/** A saved address as the platform answers it; `id` tells it apart. */
export function makeSavedAddress(id: number, overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    id,
    street: 'проспект Абая',
    building: String(id),
    entrance: '',
    floor: '',
    apartment: '',
    intercom: '',
    extra_info: '',
    latitude: 43.2389,
    longitude: 76.8897,
    city: 'almaty',
    contact_name: `Менеджер ${id}`,
    phone_number: `+7701555${String(id).padStart(4, '0')}`,
    is_customer: false,
    max_order_distance: null,
    created_at: '2026-11-20T10:00:00+05:00',
    ...overrides,
  };
}

/** A refusal as the platform client rejects it: the platform's `{"detail": {code, message, fields?}}`. */
export function refusal(status: number, code: string, fields?: Record<string, string>, message = code) {
  return Object.assign(new Error(code), {
    response: { status, data: { detail: { code, message, ...(fields ? { fields } : {}) } } },
  });
}
