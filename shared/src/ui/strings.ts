import { addTranslations } from '@cabinet/shared';

/** The UI kit's own namespace of strings. */
export const UI_NAMESPACE = 'ui';

const ru = {
  cancel: 'Отмена',
  charactersLeft_one: 'Остался {{count}} символ',
  charactersLeft_few: 'Осталось {{count}} символа',
  charactersLeft_many: 'Осталось {{count}} символов',
  charactersLeft_other: 'Осталось {{count}} символа',
  pages: 'Страницы',
  page: 'Страница {{page}}',
  previousPage: 'Назад',
  nextPage: 'Вперёд',
};

const kk: Record<keyof typeof ru, string> = {
  cancel: 'Болдырмау',
  // Kazakh has no few/many forms; the keys exist because the Russian dictionary has them.
  charactersLeft_one: '{{count}} таңба қалды',
  charactersLeft_few: '{{count}} таңба қалды',
  charactersLeft_many: '{{count}} таңба қалды',
  charactersLeft_other: '{{count}} таңба қалды',
  pages: 'Беттер',
  page: '{{page}}-бет',
  previousPage: 'Артқа',
  nextPage: 'Алға',
};

// Registered when the module is first imported, by the app that bundles it: the core (and /login)
// carries none of these strings (decision 0012).
addTranslations(UI_NAMESPACE, { ru, kk });
