import { useUnit } from 'effector-react';

import { $user, useTranslation } from '@cabinet/shared';
import { formatMoney } from '@cabinet/shared/money';
import { Button, Radio, RadioGroup } from '@cabinet/shared/ui';

import { INTEGRATION_NAMESPACE } from '../../../shared/i18n/integration-strings';
import type { RowFilter } from '../model/preview-row';
import {
  $canCreate,
  $checkProgress,
  $filter,
  $locked,
  $rows,
  $summary,
  $uploadProgress,
  $uploadStalled,
  $uploading,
  $visibleRows,
  createPressed,
  failedChecksRetried,
  filterChanged,
  invalidRowsDropped,
  rowDropped,
  rowEditStarted,
  rowRestored,
  uploadRetried,
} from '../model/upload-model';
import styles from './bulk-upload.module.css';
import { RowEditor } from './row-editor';
import { RowList } from './row-list';

const FILTERS: readonly RowFilter[] = ['all', 'problems', 'dropped'];

/** The kit has no progress bar: the browser's own, labelled and described for screen readers. */
function Progress({
  label,
  done,
  total,
  text,
}: {
  label: string;
  done: number;
  total: number;
  text: string;
}) {
  return (
    <div className={styles.progress}>
      <progress className={styles.bar} aria-label={label} max={Math.max(1, total)} value={done} />
      <p className={styles.progressText} role="status" aria-live="polite">
        {text}
      </p>
    </div>
  );
}

/** The rows of the file before anything is created: checks, problems, totals, fixing, dropping, creating. */
export function Preview() {
  const { t } = useTranslation(INTEGRATION_NAMESPACE);
  const [
    rows,
    visible,
    summary,
    progress,
    filter,
    locked,
    canCreate,
    uploadProgress,
    stalled,
    uploading,
    user,
  ] = useUnit([
    $rows,
    $visibleRows,
    $summary,
    $checkProgress,
    $filter,
    $locked,
    $canCreate,
    $uploadProgress,
    $uploadStalled,
    $uploading,
    $user,
  ]);
  const [create, retryUpload, changeFilter, dropInvalid, retryChecks, fix, drop, restore] = useUnit([
    createPressed,
    uploadRetried,
    filterChanged,
    invalidRowsDropped,
    failedChecksRetried,
    rowEditStarted,
    rowDropped,
    rowRestored,
  ]);
  const checkFailed = rows.some(
    (row) => !row.dropped && row.problems.some((problem) => problem.code === 'checkFailed'),
  );
  const balance = user?.balance ?? null;
  return (
    <div className={styles.preview}>
      {uploadProgress ? (
        <Progress
          label={t('upload.progressCreating')}
          done={uploadProgress.done}
          total={uploadProgress.total}
          text={t('upload.creating', { done: uploadProgress.done, total: uploadProgress.total })}
        />
      ) : (
        <Progress
          label={t('upload.progressChecking')}
          done={progress.done}
          total={progress.total}
          text={
            progress.done < progress.total
              ? t('upload.checking', { done: progress.done, total: progress.total })
              : t('upload.checked')
          }
        />
      )}
      <ul className={styles.summary} aria-label={t('upload.previewCaption')}>
        <li>{t('upload.summaryReady', { count: summary.ready })}</li>
        <li className={summary.invalid > 0 ? styles.bad : undefined}>
          {t('upload.summaryInvalid', { count: summary.invalid })}
        </li>
        <li>{t('upload.summaryDropped', { count: summary.dropped })}</li>
        <li className={styles.total}>{t('upload.summaryPrice', { price: formatMoney(summary.price) })}</li>
        {summary.cod > 0 ? <li>{t('upload.summaryCod', { amount: formatMoney(summary.cod) })}</li> : null}
      </ul>
      {balance !== null && summary.price > balance && !locked ? (
        <p className={styles.warning}>{t('upload.balanceShort', { balance: formatMoney(balance) })}</p>
      ) : null}
      <div className={styles.toolbar}>
        <RadioGroup legend={t('upload.filterLegend')} inline>
          {FILTERS.map((value) => (
            <Radio
              key={value}
              name="upload-filter"
              label={t(`upload.filter_${value}`)}
              checked={filter === value}
              onChange={() => changeFilter(value)}
            />
          ))}
        </RadioGroup>
        {!locked ? (
          <div className={styles.buttons}>
            {summary.invalid > 0 ? (
              <Button variant="secondary" onClick={dropInvalid}>
                {t('upload.dropInvalid')}
              </Button>
            ) : null}
            {checkFailed ? (
              <Button variant="secondary" onClick={retryChecks}>
                {t('upload.retryChecks')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <RowEditor />
      <RowList rows={visible} locked={locked} onFix={fix} onDrop={drop} onRestore={restore} />
      {stalled ? (
        <div className={styles.stalled} role="alert">
          <h3 className={styles.stalledTitle}>{t('upload.stalledTitle')}</h3>
          <p>{t('upload.stalledText')}</p>
          <Button onClick={retryUpload} disabled={uploading}>
            {t('upload.retryUpload')}
          </Button>
        </div>
      ) : null}
      {!locked ? (
        <div className={styles.createBar}>
          <Button onClick={create} disabled={!canCreate}>
            {t('upload.create', { count: summary.ready })}
          </Button>
          {summary.invalid > 0 ? <p className={styles.hint}>{t('upload.createBlocked')}</p> : null}
          <p className={styles.hint}>{t('upload.workingHours')}</p>
        </div>
      ) : null}
    </div>
  );
}
