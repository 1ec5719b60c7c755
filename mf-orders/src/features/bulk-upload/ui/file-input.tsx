import type { ChangeEvent } from 'react';

import { useFieldControl } from '@cabinet/shared/ui';

import styles from './bulk-upload.module.css';

/**
 * The browser's own file picker (the kit has none), wired to its Field like the kit's controls:
 * label, hint and error reach screen readers. Choosing the same file again reads it again.
 */
export function FileInput({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) {
  const field = useFieldControl();
  const changed = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <input
      id={field?.id}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.invalid || undefined}
      className={styles.file}
      type="file"
      accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      disabled={disabled}
      onChange={changed}
    />
  );
}
