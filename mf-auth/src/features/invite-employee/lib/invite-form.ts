import { MAX_LENGTH, readPlatformFailure, type InviteEmployeeRequest } from '@cabinet/shared/contract';
import { toKzMobilePhone } from '@cabinet/shared/phone';

export interface InviteValues {
  phone: string;
  name: string;
}

export const EMPTY_INVITE: InviteValues = { phone: '', name: '' };

/** Why the phone cannot be sent, or what the platform said about it. */
export type PhoneError =
  | { kind: 'required' }
  | { kind: 'invalid' }
  | { kind: 'alreadyAdded' }
  | { kind: 'inAnotherCompany' }
  | { kind: 'server'; message: string };

/** The request for these values, or why the phone is not one (a Kazakhstan mobile number). */
export function checkInvite(values: InviteValues): {
  request: InviteEmployeeRequest | null;
  error: PhoneError | null;
} {
  if (values.phone.trim() === '') return { request: null, error: { kind: 'required' } };
  const phone = toKzMobilePhone(values.phone);
  if (!phone) return { request: null, error: { kind: 'invalid' } };
  const name = values.name.trim().slice(0, MAX_LENGTH.contactName);
  return { request: { phone_number: phone, ...(name ? { name } : {}) }, error: null };
}

/** What a refused invitation says about the phone; null when it is not about the phone. */
export function phoneErrorOf(error: unknown): PhoneError | null {
  const { status, code, fields } = readPlatformFailure(error);
  if (code === 'EMPLOYEE_ALREADY_ADDED') return { kind: 'alreadyAdded' };
  if (code === 'EMPLOYEE_IN_ANOTHER_COMPANY') return { kind: 'inAnotherCompany' };
  const field = fields.phone_number;
  if (status === 400 && field !== undefined) return { kind: 'server', message: field };
  return null;
}
