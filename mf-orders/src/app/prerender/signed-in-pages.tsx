import { allSettled, fork, type Scope, type StorePair } from 'effector';
import { Provider } from 'effector-react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';

import { $windowWidth, LANGUAGES, i18n, loadLanguage, type Lang } from '@cabinet/shared';
import {
  MOBILE_MAX_WIDTH,
  STORAGE_KEYS,
  activeOrdersSnapshot,
  orderFormFirstCalls,
  platformCallUrl,
  type PlatformCall,
} from '@cabinet/shared/constants';
import type { Branch, Group, SavedAddress } from '@cabinet/shared/contract';
import { MemoryRouter } from '@cabinet/shared/router';

import { $activeOrders, $activeOrdersLoaded, REPEAT_ORDER_STORAGE_KEY } from '../../entities/order';
import { fetchTaskCatalogueFx, readCatalogue, taskCatalogueRequested } from '../../entities/task';
import { fetchSavedPlacesFx, savedPlacesEntered } from '../../features/address-search';
import { MobileHomePage } from '../../pages/mobile-home';
import { NewOrderPage } from '../../pages/new-order/new-order-page';
import { NAMESPACE } from '../../shared/i18n';

/** A signed-in visit of a page the server may render (decision 0021): the user's platform and token. */
export interface SignedInVisit {
  /** The exposed module the shell shows at this address, as its route table names it. */
  module: string;
  /** The platform's base URL (config.json `deliveryApiUrl`). */
  api: string;
  /** The visitor's platform JWT (the `auth_token` cookie, §4). */
  token: string;
  /** Given up on when aborted: the visitor then gets the plain page, never a late one. */
  signal?: AbortSignal;
}

/** What the server puts into the shell's HTML: the page's title and markup by interface language. */
export interface SignedInCopy {
  title: Record<Lang, string>;
  html: Record<Lang, string>;
  /** A page the visitor types into: shown, not usable, until the app takes over (nothing typed is lost). */
  inert?: boolean;
  /** Stored keys (by prefix) that make the app's first screen another one: the copy is not shown then. */
  unlessStored?: string[];
}

interface SignedInPage {
  /** The platform calls the first screen shows. */
  calls: () => PlatformCall[];
  /** The scope of the first screen, from the calls' answers (null: answers the page cannot show). */
  load: (answers: unknown[]) => Promise<Scope | null>;
  Page: ComponentType;
  /** The key of the title the page gives the layout (it sets it in an effect, which a server skips). */
  titleKey: string;
  inert?: boolean;
  unlessStored?: string[];
}

/** A list answer of the platform (`{ results: [...] }`). */
const isList = <T,>(answer: unknown): answer is { results: T[] } =>
  typeof answer === 'object' && answer !== null && Array.isArray((answer as { results?: unknown }).results);

const [SAVED_ADDRESSES_CALL, BRANCHES_CALL, , TASKS_CALL] = orderFormFirstCalls();

/**
 * Every copy is of a phone's page (it shows only at a phone's width): its scope has a phone's width,
 * so the page renders what a phone's first render shows. The render's blank page is 1,024 px wide, a
 * tablet's, and the order form then drew all of its parts where a phone's first render has only the
 * first (`useFormParts`): a copy 3,175 px tall instead of 1,035, and a third more HTML (48.7 against
 * 33.4 KB) for nothing the phone's first screen shows; the app then drew the first part alone.
 */
const onAPhone = (): StorePair<number> => [$windowWidth, MOBILE_MAX_WIDTH];

/** The order form's first screen: its lists asked for as the page is entered (`orderFormEntered`). */
async function orderFormScope([addresses, branches, tasks]: unknown[]): Promise<Scope | null> {
  if (!isList<SavedAddress>(addresses) || !isList<Branch>(branches) || !isList(tasks)) return null;
  const scope = fork({
    values: [onAPhone()],
    handlers: [
      [fetchSavedPlacesFx, async () => ({ addresses: addresses.results, branches: branches.results })],
      [fetchTaskCatalogueFx, async () => readCatalogue(tasks.results)],
    ],
  });
  await allSettled(savedPlacesEntered, { scope });
  await allSettled(taskCatalogueRequested, { scope });
  return scope;
}

/**
 * The signed-in pages whose first screen a server can draw from the platform's answers alone: the
 * phone's home, the active orders (§2), and the order form with its lists (shown inert: nothing can
 * be typed into it before the app takes over, and nothing typed is lost). A page whose first screen
 * waits for the profile is not here.
 */
const SIGNED_IN_PAGES: Record<string, SignedInPage> = {
  './mobile-home-page': {
    calls: () => [activeOrdersSnapshot()],
    load: async ([orders]) =>
      isList<Group>(orders)
        ? fork({
            values: [onAPhone(), [$activeOrders, orders.results], [$activeOrdersLoaded, true]],
          })
        : null,
    Page: MobileHomePage,
    titleKey: 'mobileHome.title',
  },
  './new-order-page': {
    calls: () =>
      [SAVED_ADDRESSES_CALL, BRANCHES_CALL, TASKS_CALL].filter(
        (call): call is PlatformCall => call !== undefined,
      ),
    load: orderFormScope,
    Page: NewOrderPage,
    titleKey: 'newOrder.title',
    inert: true,
    // A draft of the account, or an order to repeat, fills the form the app shows.
    unlessStored: [STORAGE_KEYS.orderDraft, REPEAT_ORDER_STORAGE_KEY],
  },
};

async function fetchAnswer(visit: SignedInVisit, call: PlatformCall): Promise<unknown> {
  const response = await fetch(platformCallUrl(visit.api, call), {
    headers: { Authorization: `JWT ${visit.token}`, 'Accept-Language': 'ru', Accept: 'application/json' },
    ...(visit.signal ? { signal: visit.signal } : {}),
  });
  if (!response.ok) throw new Error(`${call.url}: ${response.status}`);
  return response.json();
}

/** Renders one at a time: the interface language is the one i18n instance's, switched per render. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * With React's text separators (`<!-- -->`): the copy's text is split into the same text nodes as the
 * app's, so it is laid out to the pixel as the app's page will be. A copy whose largest text is even
 * a pixel smaller than the app's has its largest paint reported again when the app takes over.
 */
function renderIn(scope: Scope, Page: ComponentType): string {
  return renderToString(
    <Provider value={scope}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </Provider>,
  );
}

/**
 * The first screen of a signed-in page drawn from the platform's answers to the visitor's own token,
 * in every language, for the shell's HTML of that visit (decision 0021): the phone's home shows the
 * user's active orders before any of the cabinet's scripts has arrived. Null when the page is not one
 * of these, or the platform does not answer it plainly (a refused token, a failure, a timeout): the
 * visitor gets the plain page, and the app says what happened. Rejects only when the page cannot
 * render the answer (the server then sends the plain page too).
 */
export async function renderSignedInPage(visit: SignedInVisit): Promise<SignedInCopy | null> {
  const page = SIGNED_IN_PAGES[visit.module];
  if (!page) return null;
  let answers: unknown[];
  try {
    answers = await Promise.all(page.calls().map((call) => fetchAnswer(visit, call)));
  } catch {
    return null;
  }
  return renderFrom(page, answers);
}

async function renderFrom(page: SignedInPage, answers: unknown[]): Promise<SignedInCopy | null> {
  const scope = await page.load(answers);
  if (!scope) return null;
  const rendered = queue.then(async () => {
    const copy: SignedInCopy = {
      title: {} as Record<Lang, string>,
      html: {} as Record<Lang, string>,
      ...(page.inert ? { inert: true } : {}),
      ...(page.unlessStored ? { unlessStored: page.unlessStored } : {}),
    };
    for (const lang of LANGUAGES) {
      await loadLanguage(lang);
      await i18n.changeLanguage(lang);
      copy.title[lang] = i18n.t(page.titleKey, { ns: NAMESPACE });
      copy.html[lang] = renderIn(scope, page.Page);
    }
    return copy;
  });
  queue = rendered.catch(() => undefined);
  return rendered;
}

/**
 * Renders every page once with empty lists and no platform call: a server calls it as it starts, so
 * that a first visit does not pay for the first render's compilation and strings (several hundred ms
 * for the order form, past the server's deadline).
 */
export async function warmUpSignedInPages(): Promise<void> {
  for (const page of Object.values(SIGNED_IN_PAGES)) {
    await renderFrom(
      page,
      page.calls().map(() => ({ results: [] })),
    );
  }
}
