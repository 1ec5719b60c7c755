import { act } from '@testing-library/react';

import { langChanged, loadLanguage, type Lang } from '@cabinet/shared';

/** Switches the language as the app does, its strings fetched first, so a test can assert at once. */
export async function switchLanguage(lang: Lang): Promise<void> {
  await act(async () => {
    await loadLanguage(lang);
    langChanged(lang);
  });
}
