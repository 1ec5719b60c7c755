import { fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToStaticMarkup } from 'react-dom/server';

import { $pageTitle, LANGUAGES, i18n, loadLanguage, type Lang } from '@cabinet/shared';
import { MemoryRouter, Route, Routes } from '@cabinet/shared/router';

import { ORDER_FORM_PATH, PHONE_HOME_PATH } from '../../shared/lib/profile-calls';
import { MobileLayout } from '../../widgets/mobile-layout';

/** Stand-ins in a frame's markup, replaced by the page's title and markup (text no page shows). */
export const FRAME_SLOTS = { title: '@@frame-title@@', page: '@@frame-page@@' } as const;

/** The shell's layout around a page, by address and language, with the slots above in it. */
export interface LayoutFrames {
  slots: typeof FRAME_SLOTS;
  /** The phone's layout (§2), keyed by the address it is rendered at (its active bottom link). */
  mobile: Record<string, Record<Lang, string>>;
}

/** The addresses whose signed-in page a server may draw inside the phone's layout (decision 0021). */
const MOBILE_FRAME_PATHS = [PHONE_HOME_PATH, ORDER_FORM_PATH];

function mobileFrameAt(path: string): string {
  const scope = fork({ values: [[$pageTitle, FRAME_SLOTS.title]] });
  return renderToStaticMarkup(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<MobileLayout />}>
            <Route path={path} element={FRAME_SLOTS.page} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

/**
 * The shell's phone layout as static markup in every language, for the server that draws a signed-in
 * page into the shell's HTML (shared/tooling/signed-in-pages.mjs): the page sits in the very frame the
 * app will show, with its title bar and bottom links. Called once by the production build.
 */
export async function renderLayoutFrames(): Promise<LayoutFrames> {
  const mobile: LayoutFrames['mobile'] = {};
  for (const lang of LANGUAGES) {
    await loadLanguage(lang);
    await i18n.changeLanguage(lang);
    for (const path of MOBILE_FRAME_PATHS) {
      mobile[path] = { ...mobile[path], [lang]: mobileFrameAt(path) } as Record<Lang, string>;
    }
  }
  return { slots: FRAME_SLOTS, mobile };
}
