import { allSettled, fork } from 'effector';

import { windowResized } from '../../layout';
import { $lang, applyLangFx, langChanged, loadLanguageFx, resolveInitialLang } from '..';

describe('resolveInitialLang (§1)', () => {
  it.each([
    ['?force-lang=kk', 'ru', 'kk'],
    ['?force-lang=ru', 'kk', 'ru'],
    ['?page=2&force-lang=kk', null, 'kk'],
  ] as const)('lets the force-lang parameter in %s win over the stored %s', (search, stored, expected) => {
    expect(resolveInitialLang({ search, stored, width: 390 })).toBe(expected);
  });

  it('uses the stored language when there is no force-lang parameter', () => {
    expect(resolveInitialLang({ search: '', stored: 'kk', width: 390 })).toBe('kk');
  });

  it('starts in ru when nothing is forced or stored', () => {
    expect(resolveInitialLang({ search: '', stored: null, width: 390 })).toBe('ru');
  });

  it.each([
    ['?force-lang=en', 'kk', 'kk'],
    ['?force-lang=', null, 'ru'],
    ['?force-lang=KK', null, 'ru'],
    ['', 'en', 'ru'],
    ['', '', 'ru'],
  ] as const)('ignores invalid values (search %j, stored %j) and resolves %s', (search, stored, expected) => {
    expect(resolveInitialLang({ search, stored, width: 390 })).toBe(expected);
  });

  it('forces ru above 1024 px whatever was stored or forced', () => {
    expect(resolveInitialLang({ search: '', stored: 'kk', width: 1025 })).toBe('ru');
    expect(resolveInitialLang({ search: '?force-lang=kk', stored: 'kk', width: 1280 })).toBe('ru');
  });

  it('keeps the stored language at exactly 1024 px (a tablet)', () => {
    expect(resolveInitialLang({ search: '', stored: 'kk', width: 1024 })).toBe('kk');
  });
});

describe('language store', () => {
  // Each test starts as a first visit does: only the Russian strings are in place.
  beforeEach(async () => {
    const { i18n } = await import('../../i18n');
    i18n.removeResourceBundle('kk', 'common');
  });

  it('switches $lang and applies the choice when langChanged fires', async () => {
    const apply = jest.fn();
    const scope = fork({ handlers: [[applyLangFx, apply]] });

    await allSettled(langChanged, { scope, params: 'kk' });

    expect(scope.getState($lang)).toBe('kk');
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith('kk');
  });

  it('forces ru when the window grows wider than 1024 px', async () => {
    const apply = jest.fn();
    const scope = fork({ values: [[$lang, 'kk']], handlers: [[applyLangFx, apply]] });

    await allSettled(windowResized, { scope, params: 1025 });

    expect(scope.getState($lang)).toBe('ru');
    expect(apply).toHaveBeenCalledWith('ru');
  });

  it('keeps kk at 1024 px or less', async () => {
    const apply = jest.fn();
    const scope = fork({ values: [[$lang, 'kk']], handlers: [[applyLangFx, apply]] });

    await allSettled(windowResized, { scope, params: 1024 });

    expect(scope.getState($lang)).toBe('kk');
    expect(apply).not.toHaveBeenCalled();
  });

  it('does not re-apply ru when the window grows and the language is already ru', async () => {
    const apply = jest.fn();
    const scope = fork({ values: [[$lang, 'ru']], handlers: [[applyLangFx, apply]] });

    await allSettled(windowResized, { scope, params: 1440 });

    expect(scope.getState($lang)).toBe('ru');
    expect(apply).not.toHaveBeenCalled();
  });

  it("fetches a language's strings before applying it; only the latest choice is applied", async () => {
    let finishLoad: () => void = () => undefined;
    const load = jest.fn(() => new Promise<void>((resolve) => (finishLoad = resolve)));
    const apply = jest.fn();
    const scope = fork({
      handlers: [
        [loadLanguageFx, load],
        [applyLangFx, apply],
      ],
    });

    const choosingKk = allSettled(langChanged, { scope, params: 'kk' });
    expect(load).toHaveBeenCalledWith('kk');
    expect(apply).not.toHaveBeenCalled();
    // The user goes back to ru (always in place) before kk has arrived: ru applies at once, kk never.
    const choosingRu = allSettled(langChanged, { scope, params: 'ru' });
    expect(apply).toHaveBeenLastCalledWith('ru');
    finishLoad();
    await Promise.all([choosingKk, choosingRu]);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(scope.getState($lang)).toBe('ru');
  });

  it('stores the language, sets <html lang> and switches the translator once its strings are in', async () => {
    const { i18n, hasLanguage } = await import('../../i18n');
    const scope = fork();
    expect(hasLanguage('kk')).toBe(false);

    await allSettled(langChanged, { scope, params: 'kk' });

    expect(localStorage.getItem('lang')).toBe('kk');
    expect(document.documentElement.lang).toBe('kk');
    expect(i18n.language).toBe('kk');
    expect(i18n.t('lang.title')).toBe('Тіл');

    await allSettled(applyLangFx, { scope, params: 'ru' });
    expect(localStorage.getItem('lang')).toBe('ru');
    expect(i18n.t('lang.title')).toBe('Язык');
  });

  it('leaves <html lang> untouched when the language is the one it already has', async () => {
    // A page drawn from its HTML already says lang="ru": writing it again restyles and repaints all of it.
    document.documentElement.lang = 'ru';
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });

    await allSettled(applyLangFx, { scope: fork(), params: 'ru' });
    await allSettled(applyLangFx, { scope: fork(), params: 'kk' });
    await Promise.resolve();
    observer.disconnect();

    expect(writes.map((record) => (record.target as HTMLElement).lang)).toEqual(['kk']);
    expect(document.documentElement.lang).toBe('kk');
  });
});
