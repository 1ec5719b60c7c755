import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';

import styles from './choice.module.css';
import { classNames } from '../class-names';

export interface ChoiceProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** A second, quieter line under the label (a price, a hint). */
  description?: ReactNode;
}

function choice(type: 'checkbox' | 'radio') {
  return forwardRef<HTMLInputElement, ChoiceProps>(function Choice(
    { label, description, className, id, ...props },
    ref,
  ) {
    return (
      <label className={classNames(styles.choice, className)} htmlFor={id}>
        <input ref={ref} id={id} type={type} className={styles.input} {...props} />
        <span className={styles.text}>
          <span>{label}</span>
          {description ? <span className={styles.description}>{description}</span> : null}
        </span>
      </label>
    );
  });
}

/** A checkbox with its label beside it: the whole line is the target, the native input the control. */
export const Checkbox = choice('checkbox');

/** A radio button with its label; put a group of them in a RadioGroup. */
export const Radio = choice('radio');

export interface RadioGroupProps {
  /** The group's name as read out (the fieldset's legend). */
  legend: ReactNode;
  children: ReactNode;
  /** Lays the choices out in a row where they fit (a desktop toolbar); a column otherwise. */
  inline?: boolean;
  className?: string;
}

/** Radios that belong together, named by a legend: arrow keys move between them (the browser's). */
export function RadioGroup({ legend, children, inline = false, className }: RadioGroupProps) {
  return (
    <fieldset className={classNames(styles.group, inline && styles.inline, className)}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
