import type { Branch, BranchInput } from '@cabinet/shared/contract';
import { formatKzPhone, toKzPhone } from '@cabinet/shared/phone';

import { addressLine } from '../../../entities/branch';

/** What the warehouse form holds while it is edited. */
export interface BranchFormValues {
  name: string;
  /** What the address box shows: a picked address's line, or what is being typed. */
  addressText: string;
  street: string;
  building: string;
  /** Set only by a picked address or a checked pin; null while the address is typed, not picked. */
  latitude: number | null;
  longitude: number | null;
  /** Where the courier goes in; the order form puts them into the point when the branch is picked. */
  entrance: string;
  floor: string;
  apartment: string;
  intercom: string;
  workingHours: string;
  contactName: string;
  phone: string;
  comment: string;
}

/** The fields a person fills, each with its own error. */
export type FormField =
  'name' | 'address' | AddressPart | 'workingHours' | 'contactName' | 'phone' | 'comment';

/** The parts of the address typed beside it (the branch's entrance, floor, apartment, intercom). */
export type AddressPart = 'entrance' | 'floor' | 'apartment' | 'intercom';

export const ADDRESS_PARTS: readonly AddressPart[] = ['entrance', 'floor', 'apartment', 'intercom'];

/** Order of the fields on screen: the first one with an error gets the focus. */
export const FORM_FIELDS: readonly FormField[] = [
  'name',
  'address',
  ...ADDRESS_PARTS,
  'workingHours',
  'contactName',
  'phone',
  'comment',
];

/** The plain text fields (the address has its own events). */
export type TextField = Exclude<FormField, 'address'>;

export const EMPTY_VALUES: BranchFormValues = {
  name: '',
  addressText: '',
  street: '',
  building: '',
  latitude: null,
  longitude: null,
  entrance: '',
  floor: '',
  apartment: '',
  intercom: '',
  workingHours: '',
  contactName: '',
  phone: '',
  comment: '',
};

/** A stored branch as the form shows it. */
export function valuesOf(branch: Branch): BranchFormValues {
  return {
    name: branch.name,
    addressText: addressLine(branch.street, branch.building),
    street: branch.street,
    building: branch.building,
    latitude: branch.latitude,
    longitude: branch.longitude,
    // A platform without them (they are beyond the spec) leaves them out.
    entrance: branch.entrance ?? '',
    floor: branch.floor ?? '',
    apartment: branch.apartment ?? '',
    intercom: branch.intercom ?? '',
    workingHours: branch.working_hours,
    contactName: branch.contact_name,
    phone: branch.phone_number ? formatKzPhone(branch.phone_number) : '',
    comment: branch.comment,
  };
}

/** The body of POST / PUT for checked values (the phone in E.164 with its plus, §5). */
export function inputOf(values: BranchFormValues): BranchInput {
  return {
    name: values.name.trim(),
    street: values.street.trim(),
    building: values.building.trim(),
    ...filledParts(values),
    latitude: values.latitude ?? 0,
    longitude: values.longitude ?? 0,
    working_hours: values.workingHours.trim(),
    contact_name: values.contactName.trim(),
    phone_number: toKzPhone(values.phone) ?? '',
    comment: values.comment.trim(),
  };
}

/**
 * The address parts that are filled in: one left out is stored as '' by the platform (a PUT without
 * it clears it), and a platform that does not keep them (they are beyond the spec) never sees them.
 */
function filledParts(values: BranchFormValues): Partial<Record<AddressPart, string>> {
  const parts: Partial<Record<AddressPart, string>> = {};
  for (const part of ADDRESS_PARTS) {
    const value = values[part].trim();
    if (value !== '') parts[part] = value;
  }
  return parts;
}

/** Two sets of values a person would call the same (spaces around text do not count). */
export function sameValues(a: BranchFormValues, b: BranchFormValues): boolean {
  return (
    a.name.trim() === b.name.trim() &&
    a.addressText.trim() === b.addressText.trim() &&
    a.latitude === b.latitude &&
    a.longitude === b.longitude &&
    ADDRESS_PARTS.every((part) => a[part].trim() === b[part].trim()) &&
    a.workingHours.trim() === b.workingHours.trim() &&
    a.contactName.trim() === b.contactName.trim() &&
    a.phone.trim() === b.phone.trim() &&
    a.comment.trim() === b.comment.trim()
  );
}
