import { useUnit } from 'effector-react';
import { useState } from 'react';

import { describeOrderNotice, useTranslation } from '@cabinet/shared';
import { Button } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';
import { suggestedPlannedTime } from '../lib/working-time';
import {
  $details,
  $isUrgent,
  $nonWorkingTimeNotice,
  $urgentProblem,
  plannedTimeSelected,
  timeTypeSelected,
  urgentToggled,
} from '../model/details-model';
import styles from '../../../shared/ui/form-section.module.css';

/** When the courier comes: now or at a planned time; urgent delivery. */
export function TimeSection() {
  const { t } = useTranslation(NAMESPACE);
  const [details, nonWorking, urgent, urgentProblem] = useUnit([
    $details,
    $nonWorkingTimeNotice,
    $isUrgent,
    $urgentProblem,
  ]);
  const [picked, setPicked] = useState(() => suggestedPlannedTime(new Date()));
  const planned = details.deliveryTimeType === 2;

  const plan = (next: { date: string; time: string }) => {
    setPicked(next);
    if (next.date && next.time) plannedTimeSelected(next);
    else timeTypeSelected(2);
  };
  const urgentNotice =
    urgentProblem === 'urgent-with-tasks' ? describeOrderNotice('urgent-with-tasks') : null;

  return (
    <section className={styles.section} aria-labelledby="time-title">
      <h2 id="time-title" className={styles.sectionTitle}>
        {t('creation.timeTitle')}
      </h2>
      <div role="radiogroup" aria-labelledby="time-title" className={styles.row}>
        <label className={styles.check}>
          <input type="radio" name="time-type" checked={!planned} onChange={() => timeTypeSelected(1)} />
          {t('creation.timeImmediate')}
        </label>
        <label className={styles.check}>
          <input type="radio" name="time-type" checked={planned} onChange={() => plan(picked)} />
          {t('creation.timePlanned')}
        </label>
      </div>
      {planned ? (
        <div className={styles.row}>
          <label className={styles.field}>
            {t('creation.plannedDate')}
            <input
              className={styles.input}
              type="date"
              value={picked.date}
              onChange={(event) => plan({ ...picked, date: event.target.value })}
            />
          </label>
          <label className={styles.field}>
            {t('creation.plannedTime')}
            <input
              className={styles.input}
              type="time"
              value={picked.time}
              onChange={(event) => plan({ ...picked, time: event.target.value })}
            />
          </label>
        </div>
      ) : null}
      {planned && details.datetimeToDisplay ? (
        <p className={styles.muted}>{t('creation.plannedAt', { when: details.datetimeToDisplay })}</p>
      ) : null}
      {nonWorking ? (
        <div className={styles.notice} role="status">
          <strong>{t('creation.nonWorkingTitle')}</strong>
          <p className={styles.muted}>{t('creation.nonWorkingText')}</p>
          <Button variant="secondary" onClick={() => plan(picked)}>
            {t('creation.planInstead')}
          </Button>
        </div>
      ) : null}
      <label className={styles.check}>
        <input type="checkbox" checked={urgent} onChange={(event) => urgentToggled(event.target.checked)} />
        {t('creation.urgent')}
      </label>
      {urgentNotice ? (
        <p className={styles.error} role="alert">
          {urgentNotice.text}
        </p>
      ) : null}
      {urgentProblem === 'urgent-two-points' ? (
        <p className={styles.error} role="alert">
          {t('creation.errors_urgentTwoPoints')}
        </p>
      ) : null}
    </section>
  );
}
