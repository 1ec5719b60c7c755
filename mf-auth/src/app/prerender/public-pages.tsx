import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import {
  $runtimeConfig,
  LANGUAGES,
  i18n,
  loadLanguage,
  type Lang,
  type RuntimeConfig,
} from '@cabinet/shared';
import { MemoryRouter } from '@cabinet/shared/router';

import { LoginPage } from '../../pages/login';
import { PrivacyPolicyPage } from '../../pages/privacy-policy';
import { TermsPage } from '../../pages/terms';

/** One public page as a static host shows it before its code runs: its markup in each language. */
export interface PrerenderedPage {
  /** The exposed module, as the shell's route table names it. */
  module: string;
  /** The props the route hands the page (the language of a terms page). */
  props: Record<string, unknown>;
  /** The page's markup by interface language. */
  html: Record<Lang, string>;
}

interface PublicPage {
  module: string;
  props: Record<string, unknown>;
  Page: ComponentType<Record<string, unknown>>;
}

/** The exposed pages that need no user: their first screen is the same for every visitor. */
const PUBLIC_PAGES: PublicPage[] = [
  { module: './login-page', props: {}, Page: LoginPage },
  { module: './terms-page', props: { lang: 'ru' }, Page: TermsPage },
  { module: './terms-page', props: { lang: 'kk' }, Page: TermsPage },
  { module: './privacy-policy-page', props: {}, Page: PrivacyPolicyPage },
];

/**
 * A configured cabinet, signed out and outside the super-app: the state of a plain visit. Which
 * platform the page would call changes nothing of its markup, so no deployment's values are needed.
 */
const CONFIGURED = {
  deliveryApiUrl: '/',
  authProxyUrl: '/',
  oauth: { loginUrl: '/', logoutUrl: '/', clientId: '' },
  superAppOrigin: null,
  supportChat: { url: '/' },
  bot: { url: '/', chatId: '' },
  links: { faq: { ru: '/', kk: '/' }, publicOffer: '/' },
  mapTilesUrl: null,
} satisfies RuntimeConfig;

async function renderIn(lang: Lang, { Page, props }: PublicPage): Promise<string> {
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  const scope = fork({ values: [[$runtimeConfig, CONFIGURED]] });
  return renderToStaticMarkup(
    <Provider value={scope}>
      <MemoryRouter>
        <Page {...props} />
      </MemoryRouter>
    </Provider>,
  );
}

/**
 * Every public page of this remote in every language, for the shell's HTML of its routes (decision
 * 0016): the first paint no longer waits for the cabinet's scripts. Called once by the build.
 */
export async function renderPublicPages(): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  for (const page of PUBLIC_PAGES) {
    const html: Partial<Record<Lang, string>> = {};
    for (const lang of LANGUAGES) html[lang] = await renderIn(lang, page);
    pages.push({ module: page.module, props: page.props, html: html as Record<Lang, string> });
  }
  return pages;
}
