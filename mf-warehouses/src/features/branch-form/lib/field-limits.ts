import { MAX_LENGTH } from '@cabinet/shared/contract';

import { BRANCH_LIMITS } from '../../../entities/branch';
import type { TextField } from './form-values';

/**
 * The platform's length limit of every text field of the form, for Field's `maxLength` and the
 * form's own checks: the branch's limits, and the address parts' (`MAX_LENGTH.addressPart`, which
 * `branchInputSchema` checks entrance, floor, apartment and intercom with).
 */
export const FIELD_LIMITS: Record<TextField, number> = {
  name: BRANCH_LIMITS.name,
  entrance: MAX_LENGTH.addressPart,
  floor: MAX_LENGTH.addressPart,
  apartment: MAX_LENGTH.addressPart,
  intercom: MAX_LENGTH.addressPart,
  workingHours: BRANCH_LIMITS.workingHours,
  contactName: BRANCH_LIMITS.contactName,
  phone: BRANCH_LIMITS.phone,
  comment: BRANCH_LIMITS.comment,
};
