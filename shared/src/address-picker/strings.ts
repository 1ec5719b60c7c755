import { addTranslations } from '@cabinet/shared';

/** The address picker's own namespace of strings. */
export const ADDRESS_PICKER_NAMESPACE = 'addressPicker';

const ru = {
  placeholder: 'Улица и дом',
  searching: 'Ищем адреса…',
  nothingFound: 'Ничего не нашлось',
  outsideZone: 'Адрес находится вне зоны доставки',
  pinHint: 'Перетащите метку или передвиньте её стрелками',
  pinEmpty: 'Метка появится на карте, когда вы выберете адрес',
  mapLoading: 'Загружаем карту…',
  mapUnavailable: 'Карта не загрузилась. Обновите страницу, чтобы попробовать снова.',
  pinChecking: 'Проверяем точку на карте…',
  draftRestored: 'Вернули изменения, которые вы не сохранили.',
  draftDiscard: 'Сбросить изменения',
};

const kk: Record<keyof typeof ru, string> = {
  placeholder: 'Көше және үй',
  searching: 'Мекенжайларды іздеудеміз…',
  nothingFound: 'Ештеңе табылмады',
  outsideZone: 'Мекенжай жеткізу аймағынан тыс',
  pinHint: 'Белгіні сүйреңіз немесе көрсеткі пернелерімен жылжытыңыз',
  pinEmpty: 'Мекенжайды таңдағанда картада белгі пайда болады',
  mapLoading: 'Карта жүктелуде…',
  mapUnavailable: 'Карта жүктелмеді. Қайта көру үшін бетті жаңартыңыз.',
  pinChecking: 'Картадағы нүкте тексерілуде…',
  draftRestored: 'Сақталмаған өзгерістеріңізді қайтардық.',
  draftDiscard: 'Өзгерістерді алып тастау',
};

// Registered when the module is first imported, by the app that bundles it: the core (and /login)
// carries none of these strings (decision 0012).
addTranslations(ADDRESS_PICKER_NAMESPACE, { ru, kk });
