import type { Branch } from '@cabinet/shared/contract';

import { addressLine } from '../../../entities/branch';

const normalise = (text: string) =>
  text.toLocaleLowerCase('ru').replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
const digits = (text: string) => text.replace(/\D/g, '');

/**
 * Whether a branch of the loaded page answers the search box: by name, address or contact, and by
 * phone digits however they are typed ("701 555", "+7701555").
 */
export function branchMatches(branch: Branch, query: string): boolean {
  const wanted = normalise(query);
  if (wanted === '') return true;
  const haystack = normalise(
    [branch.name, addressLine(branch.street, branch.building), branch.contact_name].join(' '),
  );
  if (haystack.includes(wanted)) return true;
  const wantedDigits = digits(query);
  if (wantedDigits.length < 3) return false;
  // "8 701…" and "+7 701…" are the same number: the trunk or country prefix is optional.
  const phone = digits(branch.phone_number);
  return phone.includes(wantedDigits) || phone.includes(wantedDigits.replace(/^[78]/, ''));
}
