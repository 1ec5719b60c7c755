import type { Lang, UserProfile } from '@cabinet/shared';

/**
 * The chat page with who is writing (§1: the company or user identity), so support sees the
 * company without asking: user id, the person's name, the company's name, the interface language.
 */
export function supportChatUrl(base: string, user: UserProfile | null, lang: Lang): string {
  const url = new URL(base);
  if (user) {
    url.searchParams.set('user_id', String(user.id));
    const name = `${user.firstName} ${user.lastName}`.trim();
    if (name) url.searchParams.set('name', name);
    if (user.companyData?.name) url.searchParams.set('company', user.companyData.name);
  }
  url.searchParams.set('lang', lang);
  return url.toString();
}
