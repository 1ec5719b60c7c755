import { forwardRef, type SelectHTMLAttributes } from 'react';

import styles from '../text-input/control.module.css';
import { useFieldWiring } from '../text-input/use-field-wiring';
import { classNames } from '../class-names';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** Options of one group follow each other under its name (an optgroup). */
  group?: string;
}

const optionOf = (option: SelectOption) => (
  <option key={option.value} value={option.value} disabled={option.disabled}>
    {option.label}
  </option>
);

/** Runs of options that share a group go into one optgroup; options without one stand alone. */
function optionsOf(options: readonly SelectOption[]) {
  const runs: Array<{ group: string | undefined; options: SelectOption[] }> = [];
  for (const option of options) {
    const last = runs[runs.length - 1];
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs.flatMap((run, index) =>
    run.group === undefined
      ? run.options.map(optionOf)
      : [
          <optgroup key={`optgroup-${index}`} label={run.group}>
            {run.options.map(optionOf)}
          </optgroup>,
        ],
  );
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[];
  /** A first, empty choice ("Не выбрано"); without it the first option is chosen. */
  placeholder?: string;
}

/**
 * A choice from a short list: the browser's own select (decision 0012), styled. Its keyboard, screen
 * reader and phone pickers are the platform's; nothing here manages focus.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { className, options, placeholder, ...props },
  ref,
) {
  // A select has no length: the rest of the Field's wiring applies.
  const { maxLength: _noLength, ...wiring } = useFieldWiring(props, 0);
  return (
    <select ref={ref} {...props} {...wiring} className={classNames(styles.control, styles.select, className)}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {optionsOf(options)}
    </select>
  );
});
