import { createContext, useContext, useId, useState, type ReactNode } from 'react';

import { useTranslation } from '@cabinet/shared';

import { UI_NAMESPACE } from '../strings';
import styles from './field.module.css';
import { classNames } from '../class-names';

/** What a control inside a Field takes from it: its id, its description and error, its limit. */
export interface FieldControl {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  maxLength: number | undefined;
  /** The control tells its length, so that the Field can count down near the limit. */
  lengthChanged: (length: number) => void;
}

const FieldContext = createContext<FieldControl | null>(null);

/** The Field around a control, if any: TextInput, Textarea, PhoneInput and Select wire themselves to it. */
export function useFieldControl(): FieldControl | null {
  return useContext(FieldContext);
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control, linked to it as its description. */
  hint?: ReactNode;
  /** Replaces the hint and marks the control invalid; read out with it. */
  error?: ReactNode | null;
  /** The most characters the control takes (the platform's limit); counted down from 80 % of it. */
  maxLength?: number;
  /** An id for the control, when a caller needs to point at it (a skip link, a test). */
  id?: string;
  className?: string;
  children: ReactNode;
}

/** The share of the limit from which the remaining characters are shown. */
const COUNT_FROM = 0.8;

/**
 * One form field: a label, the control, a hint or an error under it, and a countdown near the length
 * limit. Every form of every app uses it, so that labels, descriptions and errors are always linked
 * the same way for screen readers (aria-describedby, aria-invalid).
 */
export function Field({ label, hint, error, maxLength, id, className, children }: FieldProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  const generated = useId();
  const controlId = id ?? `field${generated.replace(/:/g, '')}`;
  const [length, setLength] = useState(0);
  const counting = maxLength !== undefined && length >= maxLength * COUNT_FROM;
  const describedBy =
    [error || hint ? `${controlId}-note` : null, counting ? `${controlId}-count` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const control: FieldControl = {
    id: controlId,
    describedBy,
    invalid: Boolean(error),
    maxLength,
    lengthChanged: setLength,
  };
  return (
    <div className={classNames(styles.field, className)}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {error ? (
        <p id={`${controlId}-note`} className={styles.error}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${controlId}-note`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {counting ? (
        <p id={`${controlId}-count`} className={styles.count} aria-live="polite">
          {t('charactersLeft', { count: Math.max(0, (maxLength ?? 0) - length) })}
        </p>
      ) : null}
    </div>
  );
}
