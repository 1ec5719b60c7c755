import * as Popover from '@radix-ui/react-popover';
import { useUnit } from 'effector-react';
import { Suspense, lazy, useEffect, useId, useState } from 'react';

import {
  $lang,
  dateToIsoDay,
  isoDayToDate,
  isoDayToTyped,
  typedToIsoDay,
  useTranslation,
  type IsoDay,
} from '@cabinet/shared';

import { DATE_FIELD_NAMESPACE } from './strings';
import styles from './date-field.module.css';

const Calendar = lazy(() => import(/* webpackChunkName: "calendar" */ './calendar'));

export interface DateFieldProps {
  label: string;
  /** The chosen day as 'YYYY-MM-DD', or '' for none. */
  value: IsoDay;
  onChange: (value: IsoDay) => void;
  /** Earliest and latest days that may be chosen ('YYYY-MM-DD'). */
  min?: IsoDay;
  max?: IsoDay;
  /** An error of the surrounding form about this field (shown under it, announced). */
  error?: string;
  disabled?: boolean;
  id?: string;
}

type Problem = 'invalid' | 'beforeMin' | 'afterMax' | null;

function checkRange(value: IsoDay, min?: IsoDay, max?: IsoDay): Problem {
  if (min && value < min) return 'beforeMin';
  if (max && value > max) return 'afterMax';
  return null;
}

/**
 * A day typed as dd.mm.yyyy or picked in a ru/kk calendar, whatever the browser's own locale:
 * native date inputs follow the browser, not the cabinet's language.
 */
export function DateField({ label, value, onChange, min, max, error, disabled, id }: DateFieldProps) {
  const { t } = useTranslation(DATE_FIELD_NAMESPACE);
  const lang = useUnit($lang);
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const messageId = `${inputId}-message`;
  const [text, setText] = useState(isoDayToTyped(value));
  const [problem, setProblem] = useState<Problem>(null);
  const [open, setOpen] = useState(false);

  // A value set from outside (reset, URL, draft restore) replaces whatever was typed.
  useEffect(() => {
    setText(isoDayToTyped(value));
    setProblem(null);
  }, [value]);

  const commit = (next: IsoDay) => {
    setText(isoDayToTyped(next));
    const rangeProblem = next ? checkRange(next, min, max) : null;
    setProblem(rangeProblem);
    if (!rangeProblem && next !== value) onChange(next);
  };

  const commitTyped = () => {
    if (text.trim() === '') return commit('');
    const parsed = typedToIsoDay(text);
    if (parsed === null) return setProblem('invalid');
    commit(parsed);
  };

  const message =
    error ??
    (problem === 'invalid'
      ? t('invalid')
      : problem === 'beforeMin'
        ? t('beforeMin', { date: isoDayToTyped(min ?? '') })
        : problem === 'afterMax'
          ? t('afterMax', { date: isoDayToTyped(max ?? '') })
          : null);

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Anchor className={`${styles.control} ${message ? styles.invalid : ''}`}>
          <input
            id={inputId}
            className={styles.input}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('placeholder')}
            value={text}
            disabled={disabled}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            onChange={(event) => setText(event.target.value)}
            onBlur={commitTyped}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commitTyped();
              }
            }}
          />
          <Popover.Trigger
            className={styles.iconButton}
            disabled={disabled}
            aria-label={t('openCalendar', { label })}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Z"
              />
            </svg>
          </Popover.Trigger>
        </Popover.Anchor>
        <Popover.Portal>
          <Popover.Content
            className={styles.popover}
            align="start"
            sideOffset={4}
            aria-label={t('calendar', { label })}
          >
            <Suspense fallback={<span role="status">{t('app.loading')}</span>}>
              <Calendar
                lang={lang}
                selected={isoDayToDate(value)}
                min={min ? isoDayToDate(min) : null}
                max={max ? isoDayToDate(max) : null}
                onSelect={(date) => {
                  commit(dateToIsoDay(date));
                  setOpen(false);
                }}
              />
            </Suspense>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {message ? (
        <span id={messageId} className={styles.error} role="alert">
          {message}
        </span>
      ) : null}
    </div>
  );
}
