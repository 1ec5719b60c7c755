import { useUnit } from 'effector-react';
import { useState } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Button } from '@cabinet/shared/ui';

import { INTEGRATION_NAMESPACE } from '../../../shared/i18n/integration-strings';
import { downloadBlob, resultsFile, type DownloadFormat } from '../lib/export-files';
import { $rowResults, $rows } from '../model/upload-model';
import styles from './bulk-upload.module.css';
import { RowList } from './row-list';

/** What each row of the file became: the order's number or the platform's reason; downloadable. */
export function Results() {
  const { t } = useTranslation(INTEGRATION_NAMESPACE);
  const [rows, results] = useUnit([$rows, $rowResults]);
  const [failed, setFailed] = useState(false);
  const uploaded = rows.filter((row) => results[row.id]);
  const created = uploaded.filter((row) => results[row.id]?.number).length;
  const download = async (format: DownloadFormat) => {
    setFailed(false);
    const header = [
      t('upload.columnLine'),
      t('upload.col_senderAddress'),
      t('upload.col_recipientAddress'),
      t('upload.col_recipientContact'),
      t('upload.col_recipientPhone'),
      t('upload.col_codAmount'),
      t('upload.resultPrice'),
      t('upload.resultNumber'),
      t('upload.resultError'),
    ];
    const lines = uploaded.map((row) => {
      const result = results[row.id];
      return [
        row.line,
        row.values.senderAddress,
        row.values.recipientAddress,
        row.values.recipientContact,
        row.order?.recipientPhone ?? row.values.recipientPhone,
        row.order?.cod ?? '',
        row.order?.price ?? '',
        result?.number ?? '',
        result?.error ? result.error.message || result.error.code : '',
      ];
    });
    try {
      downloadBlob(await resultsFile(format, header, lines), `upload-result.${format}`);
    } catch (error) {
      console.warn('The result file could not be made', error);
      setFailed(true);
    }
  };
  return (
    <section className={styles.preview} aria-labelledby="upload-results-title">
      <h3 id="upload-results-title" className={styles.resultsTitle}>
        {t('upload.resultsTitle')}
      </h3>
      <p role="status">{t('upload.resultsSummary', { created, failed: uploaded.length - created })}</p>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={() => void download('csv')}>
          {t('upload.downloadCsv')}
        </Button>
        <Button variant="secondary" onClick={() => void download('xlsx')}>
          {t('upload.downloadXlsx')}
        </Button>
      </div>
      {failed ? (
        <p role="alert" className={styles.bad}>
          {t('upload.downloadFailed')}
        </p>
      ) : null}
      <RowList rows={uploaded} results={results} locked />
    </section>
  );
}
