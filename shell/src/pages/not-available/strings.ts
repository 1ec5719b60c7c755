import { addTranslations } from '@cabinet/shared';

/** This page's own strings: registered when its chunk loads, never part of the core. */
export const NOT_AVAILABLE_NAMESPACE = 'notAvailable';

const ru = {
  title: 'Недоступно для вашего аккаунта',
  text: 'Отчёты не предоставляются компаниям, которые работают через Chocofood SaaS. Если они вам нужны, обратитесь к менеджеру.',
  toHome: 'На главную',
};

const kk: Record<keyof typeof ru, string> = {
  title: 'Сіздің аккаунтыңыз үшін қолжетімсіз',
  text: 'Chocofood SaaS арқылы жұмыс істейтін компанияларға есептер берілмейді. Қажет болса, менеджерге хабарласыңыз.',
  toHome: 'Басты бетке',
};

addTranslations(NOT_AVAILABLE_NAMESPACE, { ru, kk });
