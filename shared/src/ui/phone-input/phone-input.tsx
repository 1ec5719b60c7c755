import { forwardRef, type FocusEvent, type InputHTMLAttributes } from 'react';

import { formatKzPhone } from '../../phone';
import styles from '../text-input/control.module.css';
import { useFieldWiring } from '../text-input/use-field-wiring';
import { classNames } from '../class-names';

export interface PhoneInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/** The longest way people type a Kazakhstan number: '+7 (701) 123-45-67' and a little room. */
export const PHONE_MAX_LENGTH = 20;

/**
 * A Kazakhstan phone number: the phone keypad and autofill, the number written out as
 * '+7 701 123 45 67' once the field is left (checked by libphonenumber-js); what it is worth for the
 * form is the form's to say (toKzPhone or toKzMobilePhone of @cabinet/shared/phone).
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  { className, value, onChange, onBlur, ...props },
  ref,
) {
  const wiring = useFieldWiring({ maxLength: PHONE_MAX_LENGTH, ...props }, value.length);
  const tidy = (event: FocusEvent<HTMLInputElement>) => {
    const formatted = formatKzPhone(value);
    if (formatted !== value) onChange(formatted);
    onBlur?.(event);
  };
  return (
    <input
      ref={ref}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      {...props}
      {...wiring}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={tidy}
      className={classNames(styles.control, className)}
    />
  );
});
