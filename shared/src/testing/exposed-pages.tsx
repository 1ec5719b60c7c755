import { act, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';

import { $pageTitle, i18n, langChanged } from '@cabinet/shared';
import { MemoryRouter } from '@cabinet/shared/router';

import { switchLanguage } from './language';

/** A page's lazy parts (React.lazy) finish loading inside act, not after the test has ended. */
async function settleLazyParts(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** One exposed page: its name, the component, and its title in ru and kk. */
export type ExposedPageCase = [name: string, Page: ComponentType, ruTitle: string, kkTitle: string];

/**
 * The contract every remote's route-level pages keep with the shell, checked the same way in each
 * remote: a page names itself (shell header and browser tab) in the current language.
 */
export function describeExposedPages(
  pages: ExposedPageCase[],
  options: { russianOnly?: string[] } = {},
): void {
  describe('the route-level pages this remote exposes', () => {
    afterEach(() => act(() => langChanged('ru')));

    it.each(pages)(
      '%s names itself in the shell header and the tab, in Russian',
      async (_, Page, ruTitle) => {
        render(
          <MemoryRouter>
            <Page />
          </MemoryRouter>,
        );
        // A page evaluated in steps (pageInTasks) names itself once its last step is in.
        await waitFor(() => expect($pageTitle.getState()).toBe(ruTitle));
        expect(document.title).toBe(ruTitle);
        // A main-layout page leaves its h1 to the shell's header; each page still has a heading or a name.
        expect(
          screen.queryAllByRole('heading').length + screen.queryAllByRole('article').length,
        ).toBeGreaterThan(0);
        await settleLazyParts();
      },
    );

    const translated = pages.filter(([name]) => !options.russianOnly?.includes(name));
    it.each(translated)('%s speaks Kazakh when the language is kk', async (_, Page, __, kkTitle) => {
      await switchLanguage('kk');
      render(
        <MemoryRouter>
          <Page />
        </MemoryRouter>,
      );
      expect(i18n.language).toBe('kk');
      await waitFor(() => expect($pageTitle.getState()).toBe(kkTitle));
      await settleLazyParts();
    });
  });
}
