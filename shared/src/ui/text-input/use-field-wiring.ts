import { useEffect, type AriaAttributes } from 'react';

import { useFieldControl } from '../field/field';

/**
 * The attributes that tie a control to the Field around it (id, description, invalid, limit), with
 * the caller's own taking precedence; reports the value's length for the Field's countdown.
 */
export function useFieldWiring(
  props: {
    id?: string;
    maxLength?: number;
    'aria-describedby'?: string;
    'aria-invalid'?: AriaAttributes['aria-invalid'];
  },
  valueLength: number,
) {
  const field = useFieldControl();
  const lengthChanged = field?.lengthChanged;
  useEffect(() => {
    lengthChanged?.(valueLength);
  }, [lengthChanged, valueLength]);
  const invalid = props['aria-invalid'] ?? (field?.invalid || undefined);
  return {
    id: props.id ?? field?.id,
    maxLength: props.maxLength ?? field?.maxLength,
    'aria-describedby': props['aria-describedby'] ?? field?.describedBy,
    'aria-invalid': invalid,
  };
}
