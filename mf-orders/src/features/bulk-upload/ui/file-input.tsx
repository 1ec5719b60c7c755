import { useState, type ChangeEvent, type DragEvent } from 'react';

import { useTranslation } from '@cabinet/shared';
import { buttonLook, classNames, useFieldControl, visuallyHiddenClassName } from '@cabinet/shared/ui';

import { INTEGRATION_NAMESPACE } from '../../../shared/i18n/integration-strings';
import styles from './file-input.module.css';

/**
 * A file picker in the cabinet's language: the browser's own input stays the control (focus, keyboard,
 * its Field's label, hint and error reach screen readers) but is drawn as the kit's button, with the
 * name of the file chosen beside it; a file may also be dropped on it. Choosing the same file again
 * reads it again.
 */
export function FileInput({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) {
  const { t } = useTranslation(INTEGRATION_NAMESPACE);
  const field = useFieldControl();
  const [chosen, setChosen] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const take = (file: File | undefined) => {
    if (!file) return;
    setChosen(file.name);
    onFile(file);
  };
  const changed = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    take(file);
  };
  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };
  return (
    <div
      className={classNames(styles.picker, dragging && styles.dragging)}
      onDragOver={dragOver}
      onDragLeave={(event) => {
        // Moving onto the button or the name inside is no leaving.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={dropped}
    >
      <input
        id={field?.id}
        aria-describedby={field?.describedBy}
        aria-invalid={field?.invalid || undefined}
        className={classNames(visuallyHiddenClassName, styles.input)}
        type="file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        disabled={disabled}
        onChange={changed}
      />
      {/* A second label of the same input: a click opens the picker; hidden from the input's name. */}
      <label htmlFor={field?.id} {...buttonLook('secondary', styles.button)} aria-hidden="true">
        {t('upload.chooseFile')}
      </label>
      <span className={styles.chosen}>{chosen ?? t('upload.noFile')}</span>
      <span className={styles.drop} aria-hidden="true">
        {t('upload.orDrop')}
      </span>
    </div>
  );
}
