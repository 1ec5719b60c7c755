import { PRERENDERED_ATTRIBUTE, dropPrerenderedPage, keepPressesOnCopy } from '../../../shared/lib';
import { showPrerenderedView } from '../early-requests';
import { prerenderedViewOf } from '../prerendered-view';

const visit = (
  pathname: string,
  search = '',
  changes: Partial<Parameters<typeof prerenderedViewOf>[0]> = {},
) =>
  prerenderedViewOf({
    pathname,
    search,
    signedIn: false,
    embedded: false,
    lang: 'kk',
    width: 390,
    signedInCopy: null,
    ...changes,
  });

describe('prerenderedViewOf: which visits show a public page static copy', () => {
  it.each([
    ['/login', ''],
    ['/login', '?next=%2Forders%2Fnew'],
    ['/login', '?force-lang=kk'],
    ['/terms/ru', ''],
    ['/terms/kk', ''],
    ['/privacy-policy/ru', ''],
  ])('%s%s, signed out, shows it in the page language', (pathname, search) => {
    expect(visit(pathname, search)).toBe('kk');
  });

  it.each([
    ['a return from the provider', '/login', '?code=abc&state=xyz'],
    ['a refused sign-in', '/login', '?error=access_denied&state=xyz'],
    ['the super-app sign-in', '/login', '?track_id=42'],
    ['a protected page', '/orders/new', ''],
    ['a page of the shell', '/mobile/menu', ''],
    ['an unknown address', '/no-such-page', ''],
  ])('not on %s (%s%s)', (_, pathname, search) => {
    expect(visit(pathname, search)).toBeNull();
  });

  it('not when signed in, nor inside the super-app', () => {
    expect(visit('/login', '', { signedIn: true })).toBeNull();
    expect(visit('/terms/ru', '', { embedded: true })).toBeNull();
  });
});

describe('prerenderedViewOf: a signed-in page the server drew for a phone', () => {
  const phoneCopy = { signedIn: true, signedInCopy: 'mobile' };

  it('shows at a phone width (650 px or less), signed in, in the page language', () => {
    expect(visit('/', '', { ...phoneCopy, width: 650 })).toBe('kk');
  });

  it.each([
    ['wider than a phone (a tablet with a phone browser)', { width: 651 }],
    ['inside the super-app (its frame is not this one)', { embedded: true }],
    ['once the token is gone', { signedIn: false }],
    ['of a kind this script does not know', { signedInCopy: 'desktop' }],
    ['when a stored draft fills the page instead', { storedInstead: true }],
  ])('not %s', (_, changes) => {
    expect(visit('/', '', { ...phoneCopy, ...changes })).toBeNull();
  });

  it('not with a query (a shared link to an order opens the app at once)', () => {
    expect(visit('/', '?order=12', phoneCopy)).toBeNull();
  });
});

describe('showPrerenderedView and dropPrerenderedPage', () => {
  const html = document.documentElement;
  afterEach(() => {
    html.removeAttribute(PRERENDERED_ATTRIBUTE);
    html.lang = 'ru';
    localStorage.clear();
    document.body.innerHTML = '';
    document.cookie = 'auth_token=; max-age=0';
  });

  const at = (url: string, width: number) => {
    window.history.replaceState(null, '', url);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  };

  it('marks <html> with the stored language on a phone, before the body is there', () => {
    localStorage.setItem('lang', 'kk');
    at('/login', 390);
    showPrerenderedView(window);
    expect(html.getAttribute(PRERENDERED_ATTRIBUTE)).toBe('kk');
    expect(html.lang).toBe('kk');
  });

  it('marks it ru on a desktop (wider than 1024 px the cabinet speaks Russian)', () => {
    localStorage.setItem('lang', 'kk');
    at('/login', 1280);
    showPrerenderedView(window);
    expect(html.getAttribute(PRERENDERED_ATTRIBUTE)).toBe('ru');
  });

  it('leaves <html> alone for a signed-in visit', () => {
    document.cookie = 'auth_token=jwt';
    at('/login', 390);
    showPrerenderedView(window);
    expect(html.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
  });

  it('marks a signed-in copy the server drew, on a phone', () => {
    document.cookie = 'auth_token=jwt';
    html.setAttribute('data-signed-in-copy', 'mobile');
    at('/', 390);
    showPrerenderedView(window);
    expect(html.getAttribute(PRERENDERED_ATTRIBUTE)).toBe('ru');
    html.removeAttribute('data-signed-in-copy');
  });

  it('does not mark it when a key it names is stored (a draft of the order form)', () => {
    document.cookie = 'auth_token=jwt';
    html.setAttribute('data-signed-in-copy', 'mobile');
    html.setAttribute('data-copy-unless-stored', 'cabinet.order-draft.v1 cabinet.repeat-order');
    localStorage.setItem('cabinet.order-draft.v1:7:9', '{}');
    at('/orders/new', 390);
    showPrerenderedView(window);
    expect(html.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
    localStorage.clear();
    sessionStorage.setItem('cabinet.repeat-order', '{}');
    showPrerenderedView(window);
    expect(html.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
    sessionStorage.clear();
    showPrerenderedView(window);
    expect(html.getAttribute(PRERENDERED_ATTRIBUTE)).toBe('ru');
    html.removeAttribute('data-signed-in-copy');
    html.removeAttribute('data-copy-unless-stored');
  });

  it('the drop removes the copy and the mark, so the app root shows', () => {
    html.setAttribute(PRERENDERED_ATTRIBUTE, 'ru');
    document.body.innerHTML = '<div id="prerendered-page"><h1>Вход</h1></div><div id="root"></div>';
    dropPrerenderedPage();
    expect(document.getElementById('prerendered-page')).toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
    expect(html.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
  });
});

describe('a press on the static copy, before the app is there', () => {
  const html = document.documentElement;
  const copy = (lang: string) =>
    `<div id="prerendered-page"><div data-langs="${lang}"><main><h1>Вход</h1><button>Войти</button></main></div></div>`;
  afterEach(() => {
    html.removeAttribute(PRERENDERED_ATTRIBUTE);
    document.body.innerHTML = '';
  });

  const pressOnCopyThenTakeOver = (appPage: string) => {
    html.setAttribute(PRERENDERED_ATTRIBUTE, 'ru');
    document.body.innerHTML = `${copy('ru kk')}<div id="root"></div>`;
    keepPressesOnCopy(document, 'ru');
    document.querySelector<HTMLButtonElement>('#prerendered-page button')?.click();
    const root = document.getElementById('root') as HTMLElement;
    root.innerHTML = appPage;
    const pressed = jest.fn();
    root.querySelector('button')?.addEventListener('click', pressed);
    dropPrerenderedPage(document, { pressKept: true });
    return pressed;
  };

  it('is pressed again on the same button of the app page', () => {
    expect(pressOnCopyThenTakeOver('<main><h1>Вход</h1><button>Войти</button></main>')).toHaveBeenCalledTimes(
      1,
    );
  });

  it('is dropped when the app came up with another button (a retry after a failure)', () => {
    expect(pressOnCopyThenTakeOver('<main><button>Повторить</button></main>')).not.toHaveBeenCalled();
  });
});
