import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';

import { useTranslation } from '@cabinet/shared';
import { prefetchWhenIdle } from '@cabinet/shared/lazy';
import { Button, Card, EmptyState, Field, Spinner } from '@cabinet/shared/ui';

import { $companyCity } from '../../../entities/delivery-zone';
import { INTEGRATION_NAMESPACE } from '../../../shared/i18n/integration-strings';
import { loadLocalChecks } from '../lib/check-row';
import { fileProblemText } from '../lib/describe';
import { downloadBlob, templateFile, type DownloadFormat } from '../lib/export-files';
import {
  $draftRestored,
  $file,
  $fileProblem,
  $locked,
  $reading,
  $rows,
  $uploadAllowed,
  $uploadDone,
  fileChosen,
  fileCleared,
} from '../model/upload-model';
import styles from './bulk-upload.module.css';
import { FileInput } from './file-input';
import { LazyFileRows, loadFileRows } from './lazy-file-rows';

const ENCODING_NAMES = { 'utf-8': 'UTF-8', 'windows-1251': 'Windows-1251' } as const;

/** Orders from a CSV or XLSX file, for box-integration companies (§6); others learn who may use it. */
export function BulkUpload() {
  const { t, i18n } = useTranslation(INTEGRATION_NAMESPACE);
  const [allowed, file, problem, reading, rows, locked, done, restored, choose, clear] = useUnit([
    $uploadAllowed,
    $file,
    $fileProblem,
    $reading,
    $rows,
    $locked,
    $uploadDone,
    $draftRestored,
    fileChosen,
    fileCleared,
  ]);
  const city = useUnit($companyCity);
  const [templateFailed, setTemplateFailed] = useState(false);
  // The rows' screens and checks come at an idle moment once the picker is up: a file picked then
  // waits only for its parser.
  useEffect(() => (allowed ? prefetchWhenIdle(loadFileRows, loadLocalChecks) : undefined), [allowed]);
  if (!allowed) {
    return (
      <Card title={t('upload.title')}>
        <EmptyState headingLevel={3} title={t('upload.notAllowedTitle')} text={t('upload.notAllowedText')} />
      </Card>
    );
  }
  const template = async (format: DownloadFormat) => {
    setTemplateFailed(false);
    try {
      downloadBlob(
        await templateFile(format, i18n.language === 'kk' ? 'kk' : 'ru', city),
        `orders-template.${format}`,
      );
    } catch (error) {
      console.warn('The template could not be made', error);
      setTemplateFailed(true);
    }
  };
  const showPicker = rows.length === 0 && !locked;
  return (
    <Card title={t('upload.title')}>
      <p className={styles.intro}>{t('upload.intro')}</p>
      <p className={styles.hint}>{t('upload.templateText')}</p>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={() => void template('csv')}>
          {t('upload.templateCsv')}
        </Button>
        <Button variant="secondary" onClick={() => void template('xlsx')}>
          {t('upload.templateXlsx')}
        </Button>
      </div>
      {templateFailed ? (
        <p role="alert" className={styles.bad}>
          {t('upload.downloadFailed')}
        </p>
      ) : null}
      {showPicker ? (
        <Field
          label={t('upload.fileLabel')}
          hint={t('upload.fileHint')}
          error={problem ? `${fileProblemText(t, problem)} ${t('upload.nothingCreated')}` : null}
          className={styles.fileField}
        >
          <FileInput onFile={choose} disabled={reading} />
        </Field>
      ) : null}
      {reading ? <Spinner label={t('upload.reading')} /> : null}
      {file && rows.length > 0 ? (
        <div className={styles.fileInfo}>
          <p className={styles.fileName}>{t('upload.fileRows', { name: file.name, count: rows.length })}</p>
          {restored ? (
            <p className={styles.hint} role="status">
              {t('upload.draftRestored')}
            </p>
          ) : null}
          {file.encoding ? (
            <p className={styles.hint}>{t('upload.encoding', { encoding: ENCODING_NAMES[file.encoding] })}</p>
          ) : null}
          {file.ignoredColumns.length > 0 ? (
            <p className={styles.hint}>
              {t('upload.ignoredColumns', { columns: file.ignoredColumns.join(', ') })}
            </p>
          ) : null}
          {!locked || done ? (
            <Button variant="ghost" onClick={clear}>
              {t('upload.otherFile')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {rows.length > 0 ? <LazyFileRows done={done} /> : null}
    </Card>
  );
}
