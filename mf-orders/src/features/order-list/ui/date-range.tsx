import { useMemo } from 'react';

import { DateField } from '@cabinet/shared/date-field';
import { almatyToday } from '@cabinet/shared/dates';

import type { ListT } from './order-row';

interface DateRangeProps {
  from: string;
  to: string;
  onChange: (change: { from: string } | { to: string }) => void;
  t: ListT;
}

/**
 * The two creation-day fields of the list: each limits the other, so the range never inverts, and
 * neither takes a day after today in Almaty (no order is created in the future: such a day could only
 * ever find nothing).
 */
export default function DateRange({ from, to, onChange, t }: DateRangeProps) {
  const today = useMemo(() => almatyToday(), []);
  return (
    <>
      <DateField
        label={t('tracking.dateFrom')}
        value={from}
        max={to && to < today ? to : today}
        onChange={(next) => onChange({ from: next })}
      />
      <DateField
        label={t('tracking.dateTo')}
        value={to}
        {...(from ? { min: from } : {})}
        max={today}
        onChange={(next) => onChange({ to: next })}
      />
    </>
  );
}
