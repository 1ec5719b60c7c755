import type { Page } from '@playwright/test';

/** Text only libphonenumber's parser carries: the name of one of its error codes. */
export const PHONE_PARSER = 'INVALID_COUNTRY';
/** Text only zod carries: the name of one of its issue codes. */
export const ZOD = 'invalid_union';

/**
 * Whether a script holding `marker` has reached the page since the call: a library that a page must
 * not bring on its first load is told apart by a name of its own.
 */
export function watchScripts(page: Page, marker: string): () => boolean {
  let seen = false;
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response.text().then(
      (text) => {
        if (text.includes(marker)) seen = true;
      },
      () => undefined,
    );
  });
  return () => seen;
}
