import type { Lang, UserProfile } from '@cabinet/shared';

/** What the chat page posts to its parent when it can take the identity (it carries no data). */
export const SUPPORT_READY = 'support-chat:ready';
/** What the cabinet answers with, to the chat page's exact origin only. */
export const SUPPORT_IDENTITY = 'support-chat:identity';

export interface SupportIdentity {
  userId: number;
  name: string;
  company: string | null;
  lang: Lang;
}

/**
 * The chat page's address carries only the interface language: who is writing (§1) reaches the
 * page by postMessage, because URLs end up in logs, histories and Referer headers.
 */
export function supportChatFrameUrl(base: string, lang: Lang): string {
  const url = new URL(base);
  url.searchParams.set('lang', lang);
  return url.toString();
}

/** Who is writing, as the chat page greets them: user id, the person's name, the company's name. */
export function supportIdentityOf(user: UserProfile, lang: Lang): SupportIdentity {
  return {
    userId: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    company: user.companyData?.name ?? null,
    lang,
  };
}

/** True for the chat page's "ready" message, from that very frame and origin and nothing else. */
export function isSupportReady(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  frame: Window | null,
  chatOrigin: string,
): boolean {
  return (
    frame !== null &&
    event.source === frame &&
    event.origin === chatOrigin &&
    typeof event.data === 'object' &&
    event.data !== null &&
    (event.data as { type?: unknown }).type === SUPPORT_READY
  );
}
