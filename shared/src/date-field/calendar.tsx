import { DayPicker } from 'react-day-picker';
import { kk, ru } from 'react-day-picker/locale';

import type { Lang } from '@cabinet/shared';
import styles from './calendar.module.css';

interface CalendarProps {
  lang: Lang;
  selected: Date | null;
  min: Date | null;
  max: Date | null;
  onSelect: (date: Date) => void;
}

const LOCALES = { ru, kk } as const;

/**
 * The month grid of a date field (react-day-picker: a keyboard-navigable grid with ru/kk month,
 * weekday and button names). Its own chunk: a form downloads it when a calendar is first opened.
 */
export default function Calendar({ lang, selected, min, max, onSelect }: CalendarProps) {
  const disabled = [...(min ? [{ before: min }] : []), ...(max ? [{ after: max }] : [])];
  return (
    <DayPicker
      mode="single"
      autoFocus
      locale={LOCALES[lang]}
      weekStartsOn={1}
      selected={selected ?? undefined}
      defaultMonth={selected ?? min ?? undefined}
      {...(min ? { startMonth: min } : {})}
      {...(max ? { endMonth: max } : {})}
      disabled={disabled}
      onSelect={(date) => {
        if (date) onSelect(date);
      }}
      classNames={{
        root: styles.root,
        months: styles.months,
        nav: styles.nav,
        button_previous: styles.navButton,
        button_next: styles.navButton,
        month_caption: styles.caption,
        weekday: styles.weekday,
        day: styles.day,
        day_button: styles.dayButton,
        today: styles.today,
        selected: styles.selected,
        disabled: styles.disabled,
        outside: styles.outside,
      }}
    />
  );
}
