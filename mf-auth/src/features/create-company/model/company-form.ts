import { readPlatformFailure } from '@cabinet/shared/contract';
import { toKzMobilePhone } from '@cabinet/shared/phone';

/** The fields of the company form, in the order the form shows them. */
export const COMPANY_FIELDS = ['name', 'contactName', 'phone'] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];

export type CompanyFormValues = Record<CompanyField, string>;

/** Why a field is wrong: our own checks carry a text key, the server's carry its text. */
export type FieldError =
  { kind: 'required' } | { kind: 'phoneInvalid' } | { kind: 'server'; message: string };

export type CompanyFormErrors = Partial<Record<CompanyField, FieldError>>;

/** Body of POST /rocket/v0/business/company. */
export interface CreateCompanyRequest {
  name: string;
  contact_name: string;
  /** E.164 with the leading plus (spec §5). */
  phone_number: string;
}

export const EMPTY_COMPANY_FORM: CompanyFormValues = { name: '', contactName: '', phone: '' };

/** Checks the form; the request is there only when nothing is wrong. */
export function validateCompanyForm(values: CompanyFormValues): {
  errors: CompanyFormErrors;
  request: CreateCompanyRequest | null;
} {
  const errors: CompanyFormErrors = {};
  const name = values.name.trim();
  const contactName = values.contactName.trim();
  const phone = toKzMobilePhone(values.phone);
  if (name === '') errors.name = { kind: 'required' };
  if (contactName === '') errors.contactName = { kind: 'required' };
  if (values.phone.trim() === '') errors.phone = { kind: 'required' };
  else if (phone === null) errors.phone = { kind: 'phoneInvalid' };
  const valid = Object.keys(errors).length === 0 && phone !== null;
  return {
    errors,
    request: valid ? { name, contact_name: contactName, phone_number: phone } : null,
  };
}

/** Field paths of the server's 400 answer, mapped to the form's fields. */
const SERVER_FIELDS: Record<string, CompanyField> = {
  name: 'name',
  contact_name: 'contactName',
  phone_number: 'phone',
};

/** A 400 answer read for the form: messages beside fields, and one for the form when none fit. */
export interface ValidationFailure {
  errors: CompanyFormErrors;
  /** The server's message when no field could carry it; null with no message to show. */
  formMessage: string | null;
  /** True when something must be shown for the form as a whole. */
  hasFormError: boolean;
}

/** Reads the code, message and fields of a 400 answer (§8); null for any other failure. */
export function readValidationFailure(error: unknown): ValidationFailure | null {
  const failure = readPlatformFailure(error);
  if (failure.status !== 400) return null;
  const message = failure.message === '' ? null : failure.message;
  const errors: CompanyFormErrors = {};
  for (const [path, text] of Object.entries(failure.fields)) {
    const field = SERVER_FIELDS[path];
    if (field && !errors[field]) errors[field] = { kind: 'server', message: text };
  }
  const placed = Object.keys(errors).length > 0;
  return { errors, formMessage: placed ? null : message, hasFormError: !placed };
}
