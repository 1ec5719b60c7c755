import { MAX_LENGTH } from '@cabinet/shared/contract';

/**
 * What the platform takes of a saved address (`addressInputSchema`; a test holds the two together),
 * read without zod so that the page does not carry the schemas: the length of each text field, and
 * the largest max order distance in km (§3: an order from the address may not be longer).
 */
export const SAVED_ADDRESS_LIMITS = {
  street: MAX_LENGTH.street,
  addressPart: MAX_LENGTH.addressPart,
  extraInfo: MAX_LENGTH.extraInfo,
  contactName: MAX_LENGTH.contactName,
  phone: MAX_LENGTH.phoneNumber,
  maxOrderDistanceKm: 500,
} as const;
