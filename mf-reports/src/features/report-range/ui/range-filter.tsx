import { useId, useMemo } from 'react';

import { useTranslation } from '@cabinet/shared';
import { DateField } from '@cabinet/shared/date-field';
import { almatyToday } from '@cabinet/shared/dates';
import { Button, visuallyHiddenClassName } from '@cabinet/shared/ui';

import { MAX_RANGE_DAYS, defaultRange, rangeKey, type ReportRange } from '../../../entities/report';
import { NAMESPACE } from '../../../shared/i18n';
import { addDays } from '../../../shared/lib';
import styles from './range-filter.module.css';

interface RangeFilterProps {
  range: ReportRange;
  /** Names only the day that changed: a change made before the range re-renders keeps the other. */
  onChange: (change: Partial<ReportRange>) => void;
}

/**
 * The days of a report or of statistics (Asia/Almaty, both included). Each field limits the other,
 * so the range never inverts and never exceeds what the platform answers; future days make no sense.
 */
export function RangeFilter({ range, onChange }: RangeFilterProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const today = useMemo(() => almatyToday(), []);
  const lastMonth = defaultRange(today);
  const latestTo = addDays(range.from, MAX_RANGE_DAYS - 1);
  return (
    <section className={styles.range} aria-labelledby={headingId}>
      {/* Named for screen readers (a heading to jump to); the fields' labels say the rest on screen. */}
      <h2 id={headingId} className={visuallyHiddenClassName}>
        {t('range.legend')}
      </h2>
      <DateField
        label={t('range.from')}
        value={range.from}
        min={addDays(range.to, 1 - MAX_RANGE_DAYS)}
        max={range.to}
        onChange={(from) => {
          if (from) onChange({ from });
        }}
      />
      <DateField
        label={t('range.to')}
        value={range.to}
        min={range.from}
        max={latestTo < today ? latestTo : today}
        onChange={(to) => {
          if (to) onChange({ to });
        }}
      />
      {rangeKey(range) === rangeKey(lastMonth) ? null : (
        <Button variant="ghost" className={styles.reset} onClick={() => onChange(lastMonth)}>
          {t('range.lastMonth')}
        </Button>
      )}
    </section>
  );
}
