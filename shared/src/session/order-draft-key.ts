import { STORAGE_KEYS } from '../constants';
import type { UserProfile } from '../entities';

/**
 * Where one account's order draft is kept: per user and company, so that a draft (with its
 * recipients' phones) is never restored into another account's form on the same browser.
 */
export function orderDraftKey(user: Pick<UserProfile, 'id' | 'companyData'>): string {
  return `${STORAGE_KEYS.orderDraft}:${user.id}:${user.companyData?.id ?? 'none'}`;
}

/** Removes a stored draft; storage may be full or forbidden, and then there is nothing to remove. */
export function removeStoredDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was kept where nothing can be kept.
  }
}
