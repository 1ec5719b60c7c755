import { useUnit } from 'effector-react';
import { Suspense, useState } from 'react';

import { DELIVERY_TIME_TYPE, describeOrderNotice, useTranslation } from '@cabinet/shared';
import { lazyWithRetry } from '@cabinet/shared/lazy';
import { Button, Card, Checkbox, Radio, Spinner } from '@cabinet/shared/ui';

import { CREATION_NAMESPACE } from '../../../shared/i18n/creation-strings';
import { plannedParts, suggestedPlannedTime } from '../lib/working-time';
import {
  $details,
  $isUrgent,
  $nonWorkingTimeNotice,
  $urgentProblem,
  plannedTimeCleared,
  plannedTimeSelected,
  timeTypeSelected,
  urgentToggled,
} from '../model/details-model';
import styles from '../../../shared/ui/form-section.module.css';
import type { PlannedPick } from './planned-time-picker';

type Pick = (next: PlannedPick) => void;

/** Says that the date fields could not be loaded (after one retry); "now" still works. */
function PlannedTimeUnavailable() {
  const { t } = useTranslation(CREATION_NAMESPACE);
  return (
    <p className={styles.error} role="alert">
      {t('form.plannedUnavailable')}
    </p>
  );
}

const PlannedTimePicker = lazyWithRetry<{ picked: PlannedPick; onPick: Pick }>(
  () => import(/* webpackChunkName: "planned-time" */ './planned-time-picker'),
  PlannedTimeUnavailable,
);

/** When the courier comes: now or at a planned time; urgent delivery. */
export function TimeSection() {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const [details, nonWorking, urgent, urgentProblem] = useUnit([
    $details,
    $nonWorkingTimeNotice,
    $isUrgent,
    $urgentProblem,
  ]);
  const [selectTime, clearTime, selectType, toggleUrgent] = useUnit([
    plannedTimeSelected,
    plannedTimeCleared,
    timeTypeSelected,
    urgentToggled,
  ]);
  const [draftPick, setDraftPick] = useState(() => suggestedPlannedTime(new Date()));
  const planned = details.deliveryTimeType === DELIVERY_TIME_TYPE.planned;
  // What the store holds wins (a restored draft); the local pick covers a day chosen without a time.
  const picked = (details.datetime ? plannedParts(details.datetime) : null) ?? draftPick;

  // A day with no free time keeps that day on screen ("no times that day"): the stored time goes.
  const plan: Pick = (next) => {
    setDraftPick(next);
    if (next.date && next.time) selectTime(next);
    else clearTime();
  };
  const urgentNotice =
    urgentProblem === 'urgent-with-tasks' ? describeOrderNotice('urgent-with-tasks') : null;

  return (
    <Card title={t('creation.timeTitle')}>
      <div role="radiogroup" aria-label={t('creation.timeTitle')} className={styles.row}>
        <Radio
          name="time-type"
          label={t('creation.timeImmediate')}
          checked={!planned}
          onChange={() => selectType(DELIVERY_TIME_TYPE.immediate)}
        />
        <Radio
          name="time-type"
          label={t('creation.timePlanned')}
          checked={planned}
          onChange={() => plan(picked)}
        />
      </div>
      {planned ? (
        <Suspense fallback={<Spinner label={t('form.plannedLoading')} />}>
          <PlannedTimePicker picked={picked} onPick={plan} />
        </Suspense>
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
      <Checkbox
        label={t('creation.urgent')}
        checked={urgent}
        onChange={(event) => toggleUrgent(event.target.checked)}
      />
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
    </Card>
  );
}
