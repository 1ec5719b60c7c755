import { addTranslations, hasLanguage, i18n, loadLanguage, translationsReady } from '@cabinet/shared';

/** A namespace's Kazakh strings behind a loader the test answers when it likes. */
function heldKazakh(namespace: string) {
  let answer: (strings: { title: string }) => void = () => undefined;
  const loader = jest.fn(
    () =>
      new Promise<{ title: string }>((resolve) => {
        answer = resolve;
      }),
  );
  addTranslations(namespace, { ru: { title: 'Заказы' }, kk: loader });
  return { loader, answer: (strings: { title: string }) => answer(strings) };
}

afterEach(async () => {
  await loadLanguage('ru');
  await i18n.changeLanguage('ru');
});

describe('strings of a language fetched on first use (decision 0007)', () => {
  it('a Russian page never asks for the Kazakh strings of a namespace', async () => {
    const { loader, answer } = heldKazakh('first-use-ru');
    await translationsReady();
    expect(loader).not.toHaveBeenCalled();
    expect(i18n.t('title', { ns: 'first-use-ru' })).toBe('Заказы');
    // A later switch to Kazakh (another test's) finds them at once.
    const kk = loadLanguage('kk');
    answer({ title: 'Тапсырыстар' });
    await kk;
  });

  it('switching to Kazakh waits for them, and says it is not ready until then', async () => {
    const { loader, answer } = heldKazakh('first-use-switch');
    const kk = loadLanguage('kk');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(hasLanguage('kk')).toBe(false);
    answer({ title: 'Тапсырыстар' });
    await kk;
    expect(hasLanguage('kk')).toBe(true);
    expect(i18n.getFixedT('kk', 'first-use-switch')('title')).toBe('Тапсырыстар');
  });

  it('a namespace registered while the page speaks Kazakh asks at once; translationsReady waits for it', async () => {
    await loadLanguage('kk');
    await i18n.changeLanguage('kk');
    const { loader, answer } = heldKazakh('first-use-late');
    expect(loader).toHaveBeenCalledTimes(1);
    let ready = false;
    const waiting = translationsReady().then(() => {
      ready = true;
    });
    await Promise.resolve();
    expect(ready).toBe(false);
    answer({ title: 'Тапсырыстар' });
    await waiting;
    expect(i18n.t('title', { ns: 'first-use-late' })).toBe('Тапсырыстар');
  });

  it('a failed fetch leaves the Russian strings standing in, and a later switch asks again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loader = jest
      .fn<Promise<{ title: string }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ title: 'Тапсырыстар' });
    addTranslations('first-use-failed', { ru: { title: 'Заказы' }, kk: loader });
    await loadLanguage('kk');
    await i18n.changeLanguage('kk');
    expect(i18n.t('title', { ns: 'first-use-failed' })).toBe('Заказы');
    await loadLanguage('kk');
    expect(loader).toHaveBeenCalledTimes(2);
    expect(i18n.t('title', { ns: 'first-use-failed' })).toBe('Тапсырыстар');
    warn.mockRestore();
  });
});
