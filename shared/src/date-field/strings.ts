import { addTranslations } from '@cabinet/shared';

/** The date field's own namespace of strings. */
export const DATE_FIELD_NAMESPACE = 'dateField';

const ru = {
  placeholder: 'дд.мм.гггг',
  invalid: 'Введите дату в формате дд.мм.гггг',
  beforeMin: 'Дата не может быть раньше {{date}}',
  afterMax: 'Дата не может быть позже {{date}}',
  openCalendar: 'Открыть календарь: {{label}}',
  calendar: 'Календарь: {{label}}',
};

const kk: Record<keyof typeof ru, string> = {
  placeholder: 'кк.аа.жжжж',
  invalid: 'Күнді кк.аа.жжжж пішімінде енгізіңіз',
  beforeMin: 'Күн {{date}} күнінен ерте бола алмайды',
  afterMax: 'Күн {{date}} күнінен кеш бола алмайды',
  openCalendar: 'Күнтізбені ашу: {{label}}',
  calendar: 'Күнтізбе: {{label}}',
};

// Registered when the module is first imported, by the app that bundles it: the core (and /login)
// carries none of these strings (decision 0012).
addTranslations(DATE_FIELD_NAMESPACE, { ru, kk });
