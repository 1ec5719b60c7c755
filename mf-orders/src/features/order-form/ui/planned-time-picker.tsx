import { useUnit } from 'effector-react';
import { useMemo } from 'react';

import { useTranslation } from '@cabinet/shared';
import { DateField } from '@cabinet/shared/date-field';
import { Field, Select, type SelectOption } from '@cabinet/shared/ui';

import { CREATION_NAMESPACE } from '../../../shared/i18n/creation-strings';
import { plannedDayRange, plannedTimeSlots } from '../lib/working-time';
import { $now, $plannedTimeProblem } from '../model/details-model';
import styles from '../../../shared/ui/form-section.module.css';

/** A planned day and time as the picker shows them, and what it calls when either changes. */
export type PlannedPick = { date: string; time: string };
type Pick = (next: PlannedPick) => void;

/**
 * The planned day in a ru/kk date field and a time among those the platform accepts (Almaty time).
 * Its own chunk, with the date field and its popover: the order form's first paint does not wait
 * for it; it loads when "planned" is chosen or a draft with a planned time comes back.
 */
export default function PlannedTimePicker({ picked, onPick }: { picked: PlannedPick; onPick: Pick }) {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const [nowMs, problem] = useUnit([$now, $plannedTimeProblem]);
  const now = useMemo(() => new Date(nowMs ?? Date.now()), [nowMs]);
  const range = plannedDayRange(now);
  const slots = picked.date ? plannedTimeSlots(picked.date, now) : [];
  const chooseDate = (date: string) => {
    const available = date ? plannedTimeSlots(date, now) : [];
    onPick({ date, time: available.includes(picked.time) ? picked.time : (available[0] ?? '') });
  };

  let options: SelectOption[] = slots.map((slot) => ({ value: slot, label: slot }));
  if (slots.length === 0) options = [{ value: '', label: t('form.noTimesThatDay') }];
  else if (!slots.includes(picked.time))
    options = [{ value: '', label: t('form.chooseTime'), disabled: true }, ...options];

  return (
    <>
      <div className={styles.fields}>
        <DateField
          label={t('creation.plannedDate')}
          value={picked.date}
          min={range.min}
          max={range.max}
          onChange={chooseDate}
        />
        <Field
          label={t('creation.plannedTime')}
          error={problem ? <span role="alert">{t(`creation.errors_${problem}`)}</span> : null}
        >
          <Select
            value={slots.includes(picked.time) ? picked.time : ''}
            disabled={slots.length === 0}
            options={options}
            onChange={(event) => onPick({ ...picked, time: event.target.value })}
          />
        </Field>
      </div>
      <p className={styles.muted}>{t('form.plannedHint')}</p>
    </>
  );
}
