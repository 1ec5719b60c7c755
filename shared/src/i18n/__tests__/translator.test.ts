import { createTranslator } from '../translator';

function translator() {
  const i18n = createTranslator({ language: 'ru', fallbackLanguage: 'ru', defaultNamespace: 'common' });
  i18n.addResourceBundle('ru', 'common', {
    title: 'Заказы',
    order: { created: 'Заказ №{{number}} создан', point: { empty: 'Адрес не указан' } },
    greeting: 'Здравствуйте, {{ user.name }}!',
    left_one: 'Остался {{count}} символ',
    left_few: 'Осталось {{count}} символа',
    left_many: 'Осталось {{count}} символов',
    left_other: 'Осталось {{count}} символа',
    onlyRussian: 'Только по-русски',
  });
  i18n.addResourceBundle('kk', 'common', {
    title: 'Тапсырыстар',
    order: { created: '№{{number}} тапсырыс жасалды' },
    left_one: '{{count}} таңба қалды',
    left_other: '{{count}} таңба қалды',
  });
  i18n.addResourceBundle('ru', 'orders', { title: 'Мои заказы' });
  return i18n;
}

describe('the translator (the part of i18next the cabinet uses)', () => {
  it('reads dotted keys of nested strings and fills placeholders, nested values too', () => {
    const { t } = translator();
    expect(t('order.created', { number: 1042 })).toBe('Заказ №1042 создан');
    expect(t('order.point.empty')).toBe('Адрес не указан');
    expect(t('greeting', { user: { name: 'Айгерим' } })).toBe('Здравствуйте, Айгерим!');
  });

  it('leaves a placeholder without a value empty, and shows the key when no language has it', () => {
    const { t } = translator();
    expect(t('order.created')).toBe('Заказ № создан');
    expect(t('order.unknown')).toBe('order.unknown');
    expect(t('order.unknown', { defaultValue: 'delivered' })).toBe('delivered');
  });

  it('picks the Russian plural form of a count: 1, 3, 5, 21 and 1.5', () => {
    const { t } = translator();
    expect(t('left', { count: 1 })).toBe('Остался 1 символ');
    expect(t('left', { count: 3 })).toBe('Осталось 3 символа');
    expect(t('left', { count: 5 })).toBe('Осталось 5 символов');
    expect(t('left', { count: 21 })).toBe('Остался 21 символ');
    expect(t('left', { count: 1.5 })).toBe('Осталось 1.5 символа');
  });

  it('a count given as text only fills the placeholder', () => {
    const i18n = translator();
    i18n.addResourceBundle('ru', 'common', { shown: 'Показано {{count}}' });
    expect(i18n.t('shown', { count: '1 234' })).toBe('Показано 1 234');
  });

  it('reads Kazakh after a switch, with its own plural rules, and Russian where Kazakh lacks a key', async () => {
    const i18n = translator();
    await i18n.changeLanguage('kk');
    expect(i18n.language).toBe('kk');
    expect(i18n.t('title')).toBe('Тапсырыстар');
    expect(i18n.t('left', { count: 5 })).toBe('5 таңба қалды');
    expect(i18n.t('onlyRussian')).toBe('Только по-русски');
    expect(i18n.t('order.point.empty')).toBe('Адрес не указан');
  });

  it('reads another namespace or language when asked, and a fixed t keeps its language', async () => {
    const i18n = translator();
    expect(i18n.t('title', { ns: 'orders' })).toBe('Мои заказы');
    expect(i18n.t('title', { lng: 'kk' })).toBe('Тапсырыстар');
    const russianOrders = i18n.getFixedT('ru', 'orders');
    const current = i18n.getFixedT(null);
    await i18n.changeLanguage('kk');
    expect(russianOrders('title')).toBe('Мои заказы');
    expect(current('title')).toBe('Тапсырыстар');
  });

  it('added strings keep the text of keys already there; a removed bundle is gone', () => {
    const i18n = translator();
    i18n.addResourceBundle('ru', 'common', { title: 'Другое', order: { extra: 'Ещё' } });
    expect(i18n.t('title')).toBe('Заказы');
    expect(i18n.t('order.extra')).toBe('Ещё');
    expect(i18n.t('order.point.empty')).toBe('Адрес не указан');
    i18n.removeResourceBundle('kk', 'common');
    expect(i18n.hasResourceBundle('kk', 'common')).toBe(false);
    expect(i18n.hasResourceBundle('ru', 'orders')).toBe(true);
  });

  it('hands back the same fixed t until the language switches or strings arrive', async () => {
    const i18n = translator();
    const first = i18n.getFixedT('ru', 'orders');
    expect(i18n.getFixedT('ru', 'orders')).toBe(first);
    i18n.addResourceBundle('kk', 'orders', { title: 'Менің тапсырыстарым' });
    const second = i18n.getFixedT('ru', 'orders');
    expect(second).not.toBe(first);
    await i18n.changeLanguage('kk');
    expect(i18n.getFixedT('ru', 'orders')).not.toBe(second);
  });

  it("keeps a namespace's fixed t when strings of another namespace arrive", () => {
    const i18n = translator();
    const common = i18n.getFixedT(null);
    const orders = i18n.getFixedT('ru', 'orders');
    i18n.addResourceBundle('ru', 'reports', { title: 'Отчёты' });
    expect(i18n.getFixedT(null)).toBe(common);
    expect(i18n.getFixedT('ru', 'orders')).toBe(orders);
  });

  it('tells its listeners about a switch and new strings, not about a switch to the same language', async () => {
    const i18n = translator();
    const listener = jest.fn();
    const unsubscribe = i18n.subscribe(listener);
    await i18n.changeLanguage('ru');
    expect(listener).not.toHaveBeenCalled();
    await i18n.changeLanguage('kk');
    i18n.addResourceBundle('kk', 'orders', { title: 'Менің тапсырыстарым' });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    await i18n.changeLanguage('ru');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
