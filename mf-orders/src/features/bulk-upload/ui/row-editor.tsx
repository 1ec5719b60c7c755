import { useUnit } from 'effector-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Button, Card, Field, PhoneInput, TextInput, Textarea } from '@cabinet/shared/ui';

import { INTEGRATION_NAMESPACE } from '../../../shared/i18n/integration-strings';
import { COLUMN_KEYS, COLUMN_MAX_LENGTH, type ColumnKey, type RowValues } from '../lib/columns';
import { problemText } from '../lib/describe';
import { $editingRow, rowEditCancelled, rowEditSaved } from '../model/upload-model';
import styles from './bulk-upload.module.css';

const PHONES: readonly ColumnKey[] = ['senderPhone', 'recipientPhone'];

/** One row's cells to correct; saving checks the row again. */
export function RowEditor() {
  const { t } = useTranslation(INTEGRATION_NAMESPACE);
  const [row, cancel, save] = useUnit([$editingRow, rowEditCancelled, rowEditSaved]);
  const [values, setValues] = useState<RowValues | null>(null);
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => {
    setValues(row ? { ...row.values } : null);
    if (row) heading.current?.scrollIntoView?.({ block: 'nearest' });
  }, [row]);
  if (!row || !values) return null;
  const errorOf = (key: ColumnKey) => {
    const problems = row.problems.filter((problem) => problem.field === key);
    return problems.length > 0 ? problems.map((problem) => problemText(t, problem)).join('. ') : null;
  };
  const set = (key: ColumnKey) => (value: string) => setValues({ ...values, [key]: value });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save({ id: row.id, values });
  };
  return (
    <div ref={heading}>
      <Card title={t('upload.editTitle', { line: row.line })} headingLevel={3}>
        <form className={styles.editor} noValidate onSubmit={onSubmit}>
          {COLUMN_KEYS.map((key) => (
            <Field
              key={key}
              label={t(`upload.col_${key}`)}
              error={errorOf(key)}
              maxLength={PHONES.includes(key) ? undefined : COLUMN_MAX_LENGTH[key]}
              className={key === 'comment' ? styles.wide : undefined}
            >
              {PHONES.includes(key) ? (
                <PhoneInput value={values[key]} onChange={set(key)} />
              ) : key === 'comment' ? (
                <Textarea value={values[key]} onChange={(event) => set(key)(event.target.value)} />
              ) : (
                <TextInput
                  value={values[key]}
                  inputMode={key === 'codAmount' ? 'numeric' : undefined}
                  onChange={(event) => set(key)(event.target.value)}
                />
              )}
            </Field>
          ))}
          <div className={`${styles.buttons} ${styles.wide}`}>
            <Button type="submit">{t('upload.editSave')}</Button>
            <Button variant="secondary" onClick={cancel}>
              {t('upload.editCancel')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
