import { DateField } from '@cabinet/shared/date-field';

import type { ListT } from './order-row';

interface DateRangeProps {
  from: string;
  to: string;
  onChange: (change: { from: string } | { to: string }) => void;
  t: ListT;
}

/** The two creation-day fields of the list: each limits the other, so the range never inverts. */
export default function DateRange({ from, to, onChange, t }: DateRangeProps) {
  return (
    <>
      <DateField
        label={t('tracking.dateFrom')}
        value={from}
        {...(to ? { max: to } : {})}
        onChange={(next) => onChange({ from: next })}
      />
      <DateField
        label={t('tracking.dateTo')}
        value={to}
        {...(from ? { min: from } : {})}
        onChange={(next) => onChange({ to: next })}
      />
    </>
  );
}
