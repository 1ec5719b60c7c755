import { useUnit } from 'effector-react';
import { Suspense, useCallback } from 'react';

import { $isMobile, useTranslation } from '@cabinet/shared';
import { Spinner } from '@cabinet/shared/ui';

import { preloadableLazy } from '../shared/lib';
import { PageKeeper } from '../shared/page-slot';
import { preloadRoute } from './router/route-preload';

// Each layout is its own chunk: /login and the other empty-layout routes never download them,
// and a phone never downloads the desktop header (decision 0007).
const loadDesktopLayout = () => import(/* webpackChunkName: "desktop-layout" */ '../widgets/desktop-layout');
const loadMobileLayout = () => import(/* webpackChunkName: "mobile-layout" */ '../widgets/mobile-layout');

const DesktopLayout = preloadableLazy(() =>
  loadDesktopLayout().then((module) => ({ default: module.DesktopLayout })),
);
const MobileLayout = preloadableLazy(() =>
  loadMobileLayout().then((module) => ({ default: module.MobileLayout })),
);
// The chat starts 3 s after a signed-in layout shows (§1): its code is not part of the first load either.
const SupportChat = preloadableLazy(() =>
  import(/* webpackChunkName: "support-chat" */ '../widgets/support-chat').then((module) => ({
    default: module.SupportChat,
  })),
);

/**
 * Starts loading the layout a first render at this width will need, and the chat's launcher in its
 * header, in parallel with start-up; settles once both have: loaded before the first render, they
 * show no loading state.
 */
export function preloadMainLayout(isMobile: boolean): Promise<unknown> {
  // Settled either way: the render retries a failed import and shows the failure there.
  return Promise.allSettled(
    [isMobile ? MobileLayout : DesktopLayout, SupportChat].map((part) => part.preload()),
  );
}

/** Desktop or mobile layout by width (§2), switching live when the window crosses 650 px. */
export function MainLayout() {
  const { t } = useTranslation();
  const isMobile = useUnit($isMobile);
  // A nav link starts loading its remote page on the click, before the router renders the route;
  // a link to the page already shown changes nothing, so it starts nothing either.
  const navLinkClicked = useCallback(
    (to: string) => {
      if (`${window.location.pathname}${window.location.search}` !== to) preloadRoute(to, isMobile);
    },
    [isMobile],
  );
  // Docked in the header (never floating over a page). Its own boundary: the layout never gives way
  // to a spinner while the chat's code loads.
  const supportChat = (
    <Suspense fallback={null}>
      <SupportChat />
    </Suspense>
  );
  // The page stays mounted when the layout changes: what was typed into it stays too.
  const loading = <Spinner label={t('app.loading')} />;
  return (
    <PageKeeper fallback={loading}>
      <Suspense fallback={loading}>
        {isMobile ? (
          <MobileLayout onNavLinkClick={navLinkClicked} headerAction={supportChat} />
        ) : (
          <DesktopLayout onNavLinkClick={navLinkClicked} headerAction={supportChat} />
        )}
      </Suspense>
    </PageKeeper>
  );
}
