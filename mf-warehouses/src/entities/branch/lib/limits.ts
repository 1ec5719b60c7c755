import { MAX_LENGTH } from '@cabinet/shared/contract';

/**
 * The platform's length limits of a branch, for Field's `maxLength` and the form's own checks: the
 * contract's limits that `branchInputSchema` checks with (a test holds the two together), read
 * without zod so that the page does not carry the schemas.
 */
export const BRANCH_LIMITS = {
  name: MAX_LENGTH.name,
  street: MAX_LENGTH.street,
  building: MAX_LENGTH.addressPart,
  contactName: MAX_LENGTH.contactName,
  phone: MAX_LENGTH.phoneNumber,
  workingHours: MAX_LENGTH.workingHours,
  comment: MAX_LENGTH.comment,
} as const;
