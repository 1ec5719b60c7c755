import { useUnit } from 'effector-react';
import { useId } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Button } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';
import { $taskCatalogueFailed, fetchTaskCatalogueFx, taskCatalogueRetried } from '../model/tasks-model';
import styles from '../../../shared/ui/form-section.module.css';

/** The task catalogue did not load: no tasks are offered, the order can go without, or ask again. */
export function TaskCatalogueNotice() {
  const { t } = useTranslation(NAMESPACE);
  const [failed, loading, retry] = useUnit([
    $taskCatalogueFailed,
    fetchTaskCatalogueFx.pending,
    taskCatalogueRetried,
  ]);
  const titleId = useId();
  if (!failed) return null;
  return (
    <div className={styles.notice} role="alert" aria-labelledby={titleId}>
      <strong id={titleId}>{t('orderForm.tasksUnavailableTitle')}</strong>
      <p className={styles.muted}>{t('orderForm.tasksUnavailableText')}</p>
      <Button variant="secondary" onClick={() => retry()} disabled={loading} aria-busy={loading || undefined}>
        {t('orderForm.retry')}
      </Button>
    </div>
  );
}
