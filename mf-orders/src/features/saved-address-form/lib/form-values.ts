import type { AddressInput, SavedAddress } from '@cabinet/shared/contract';
import { formatKzPhone, toKzPhone } from '@cabinet/shared/phone';

import { formatKm, savedAddressLine } from '../../../entities/saved-address';
import { parseDistance } from './distance';

/** What the saved-address form holds while it is edited. */
export interface AddressFormValues {
  /** What the address box shows: a picked address's line, or what is being typed. */
  addressText: string;
  street: string;
  building: string;
  /** Set only by a picked address or a checked pin; null while the address is typed, not picked. */
  latitude: number | null;
  longitude: number | null;
  entrance: string;
  floor: string;
  apartment: string;
  intercom: string;
  extraInfo: string;
  contactName: string;
  phone: string;
  /** Km as typed; empty: no limit. */
  maxDistance: string;
}

/** The plain text fields (the address has its own events). */
export type TextField =
  'entrance' | 'floor' | 'apartment' | 'intercom' | 'extraInfo' | 'contactName' | 'phone' | 'maxDistance';

/** The fields a person fills, each with its own error. */
export type FormField = 'address' | TextField;

/** Order of the fields on screen: the first one with an error gets the focus. */
export const FORM_FIELDS: readonly FormField[] = [
  'address',
  'entrance',
  'floor',
  'apartment',
  'intercom',
  'extraInfo',
  'contactName',
  'phone',
  'maxDistance',
];

export const ADDRESS_PARTS = ['entrance', 'floor', 'apartment', 'intercom'] as const;

export const EMPTY_VALUES: AddressFormValues = {
  addressText: '',
  street: '',
  building: '',
  latitude: null,
  longitude: null,
  entrance: '',
  floor: '',
  apartment: '',
  intercom: '',
  extraInfo: '',
  contactName: '',
  phone: '',
  maxDistance: '',
};

/** A stored address as the form shows it. */
export function valuesOf(address: SavedAddress): AddressFormValues {
  return {
    addressText: savedAddressLine(address),
    street: address.street,
    building: address.building,
    latitude: address.latitude,
    longitude: address.longitude,
    entrance: address.entrance,
    floor: address.floor,
    apartment: address.apartment,
    intercom: address.intercom,
    extraInfo: address.extra_info,
    contactName: address.contact_name,
    phone: address.phone_number ? formatKzPhone(address.phone_number) : '',
    maxDistance: address.max_order_distance === null ? '' : formatKm(address.max_order_distance),
  };
}

/**
 * The body of POST / PUT for checked values: every field (PUT replaces the address), the phone in
 * E.164 with its plus (§5), the distance in km or null, and never a customer's address.
 */
export function inputOf(values: AddressFormValues): AddressInput {
  return {
    street: values.street.trim(),
    building: values.building.trim(),
    entrance: values.entrance.trim(),
    floor: values.floor.trim(),
    apartment: values.apartment.trim(),
    intercom: values.intercom.trim(),
    extra_info: values.extraInfo.trim(),
    latitude: values.latitude ?? 0,
    longitude: values.longitude ?? 0,
    contact_name: values.contactName.trim(),
    phone_number: toKzPhone(values.phone) ?? '',
    is_customer: false,
    max_order_distance: parseDistance(values.maxDistance),
  };
}

const TEXT_KEYS: ReadonlyArray<keyof AddressFormValues> = [
  'addressText',
  'entrance',
  'floor',
  'apartment',
  'intercom',
  'extraInfo',
  'contactName',
  'phone',
  'maxDistance',
];

/** Two sets of values a person would call the same (spaces around text do not count). */
export function sameValues(a: AddressFormValues, b: AddressFormValues): boolean {
  return (
    a.latitude === b.latitude &&
    a.longitude === b.longitude &&
    TEXT_KEYS.every((key) => String(a[key]).trim() === String(b[key]).trim())
  );
}
