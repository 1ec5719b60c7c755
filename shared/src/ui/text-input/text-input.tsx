import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

import styles from './control.module.css';
import { useFieldWiring } from './use-field-wiring';
import { classNames } from '../class-names';

const lengthOf = (value: unknown) => (typeof value === 'string' ? value.length : 0);
export type TextInputProps = InputHTMLAttributes<HTMLInputElement>;

/** A one-line text input; inside a Field it takes the Field's label, description and limit. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { className, ...props },
  ref,
) {
  const wiring = useFieldWiring(props, lengthOf(props.value));
  return (
    <input ref={ref} type="text" {...props} {...wiring} className={classNames(styles.control, className)} />
  );
});

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A multi-line text input (comments, notes), wired to its Field like TextInput. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { className, ...props },
  ref,
) {
  const wiring = useFieldWiring(props, lengthOf(props.value));
  return (
    <textarea
      ref={ref}
      rows={3}
      {...props}
      {...wiring}
      className={classNames(styles.control, styles.textarea, className)}
    />
  );
});
