import { useUnit } from 'effector-react';
import { useMemo, useState } from 'react';

import { DELIVERY_TIME_TYPE, describeOrderNotice, useTranslation } from '@cabinet/shared';
import { DateField } from '@cabinet/shared/date-field';
import { Button } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';
import { plannedDayRange, plannedParts, plannedTimeSlots, suggestedPlannedTime } from '../lib/working-time';
import {
  $details,
  $isUrgent,
  $nonWorkingTimeNotice,
  $now,
  $plannedTimeProblem,
  $urgentProblem,
  plannedTimeCleared,
  plannedTimeSelected,
  timeTypeSelected,
  urgentToggled,
} from '../model/details-model';
import styles from '../../../shared/ui/form-section.module.css';

/** The planned day in a ru/kk date field and a time among those the platform accepts (Almaty time). */
function PlannedTimePicker({ picked, onPick }: { picked: { date: string; time: string }; onPick: Pick }) {
  const { t } = useTranslation(NAMESPACE);
  const [nowMs, problem] = useUnit([$now, $plannedTimeProblem]);
  const now = useMemo(() => new Date(nowMs ?? Date.now()), [nowMs]);
  const range = plannedDayRange(now);
  const slots = picked.date ? plannedTimeSlots(picked.date, now) : [];
  const chooseDate = (date: string) => {
    const available = date ? plannedTimeSlots(date, now) : [];
    onPick({ date, time: available.includes(picked.time) ? picked.time : (available[0] ?? '') });
  };

  return (
    <>
      <div className={styles.row}>
        <div className={styles.field}>
          <DateField
            label={t('creation.plannedDate')}
            value={picked.date}
            min={range.min}
            max={range.max}
            onChange={chooseDate}
          />
        </div>
        <label className={styles.field}>
          {t('creation.plannedTime')}
          <select
            className={styles.input}
            value={slots.includes(picked.time) ? picked.time : ''}
            disabled={slots.length === 0}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'planned-time-problem' : undefined}
            onChange={(event) => onPick({ ...picked, time: event.target.value })}
          >
            {slots.length === 0 ? <option value="">{t('form.noTimesThatDay')}</option> : null}
            {slots.length > 0 && !slots.includes(picked.time) ? (
              <option value="" disabled>
                {t('form.chooseTime')}
              </option>
            ) : null}
            {slots.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className={styles.muted}>{t('form.plannedHint')}</p>
      {problem ? (
        <p id="planned-time-problem" className={styles.error} role="alert">
          {t(`creation.errors_${problem}`)}
        </p>
      ) : null}
    </>
  );
}

type Pick = (next: { date: string; time: string }) => void;

/** When the courier comes: now or at a planned time; urgent delivery. */
export function TimeSection() {
  const { t } = useTranslation(NAMESPACE);
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
    <section className={styles.section} aria-labelledby="time-title">
      <h2 id="time-title" className={styles.sectionTitle}>
        {t('creation.timeTitle')}
      </h2>
      <div role="radiogroup" aria-labelledby="time-title" className={styles.row}>
        <label className={styles.check}>
          <input
            type="radio"
            name="time-type"
            checked={!planned}
            onChange={() => selectType(DELIVERY_TIME_TYPE.immediate)}
          />
          {t('creation.timeImmediate')}
        </label>
        <label className={styles.check}>
          <input type="radio" name="time-type" checked={planned} onChange={() => plan(picked)} />
          {t('creation.timePlanned')}
        </label>
      </div>
      {planned ? <PlannedTimePicker picked={picked} onPick={plan} /> : null}
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
        <input type="checkbox" checked={urgent} onChange={(event) => toggleUrgent(event.target.checked)} />
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
