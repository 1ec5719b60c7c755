import { useUnit } from 'effector-react';
import { useState } from 'react';

import type { ReportFormat } from '@cabinet/shared/contract';
import { useTranslation } from '@cabinet/shared';
import { Button, Field, Select } from '@cabinet/shared/ui';

import type { ReportQuery } from '../../../entities/report';
import { NAMESPACE } from '../../../shared/i18n';
import { useFormat } from '../../../shared/lib';
import { $download, downloadClicked } from '../model/download-model';
import styles from './download-report.module.css';

const FORMATS: Array<{ value: ReportFormat; label: string }> = [
  { value: 'csv', label: 'CSV' },
  { value: 'xlsx', label: 'XLSX (Excel)' },
];

interface DownloadReportProps {
  query: ReportQuery;
  /** Orders in the range, when the report has answered. */
  count: number | null;
}

/** The report's rows for its whole range as a file: the platform makes it, the browser saves it. */
export function DownloadReport({ query, count }: DownloadReportProps) {
  const { t } = useTranslation(NAMESPACE);
  const [state, download] = useUnit([$download, downloadClicked]);
  const { fileSize } = useFormat();
  const [format, setFormat] = useState<ReportFormat>('csv');
  const preparing = state.status === 'preparing';

  let message: string | null = null;
  if (state.status === 'preparing') {
    // A share when the server says the file's size; otherwise (a compressed CSV) the bytes so far.
    if (state.progress !== null)
      message = t('download.progress', { file: state.file, percent: state.progress });
    else if (state.received > 0)
      message = t('download.received', { file: state.file, size: fileSize(state.received) });
    else message = t('download.preparing', { file: state.file });
  } else if (state.status === 'done') message = t('download.done', { file: state.file });
  else if (state.status === 'empty') message = t('download.empty');
  else if (state.status === 'failed') message = t('download.failed');

  return (
    <div className={styles.download}>
      <Field label={t('download.format')} className={styles.format}>
        <Select
          value={format}
          options={FORMATS}
          onChange={(event) => setFormat(event.target.value as ReportFormat)}
        />
      </Field>
      <Button
        variant="secondary"
        className={styles.button}
        aria-busy={preparing}
        disabled={preparing}
        onClick={() => download({ query, format, count })}
      >
        {t('download.button')}
      </Button>
      <p className={state.status === 'failed' ? styles.failed : styles.message} role="status">
        {message}
      </p>
    </div>
  );
}
