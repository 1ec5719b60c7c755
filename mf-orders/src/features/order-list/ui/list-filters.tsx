import { Suspense, memo, useEffect, useId, useRef, useState } from 'react';

import { useTranslation } from '@cabinet/shared';
import { lazyWithRetry } from '@cabinet/shared/lazy';
import { Button } from '@cabinet/shared/ui';

import { SEARCH_MAX_LENGTH, type ListFilters } from '../../../entities/order';
import { NAMESPACE } from '../../../shared/i18n';
import type { FiltersChange } from '../lib/list-url';
import type { ListT } from './order-row';
import styles from './order-list.module.css';

/**
 * The date fields and their calendar popover come in a chunk of their own, loaded once the list is
 * on its way: the list's code and its first request never wait for the popover's. A failed fetch
 * is tried once more, then the fields say they could not be loaded (search still works).
 */
const DateRange = lazyWithRetry(
  () => import(/* webpackChunkName: "list-date-range" */ './date-range'),
  DateRangeUnavailable,
);

function DateRangeUnavailable({ t }: { t: ListT }) {
  return (
    <p className={styles.datesError} role="alert">
      {t('tracking.datesUnavailable')}
    </p>
  );
}

/** Holds the place of the date fields for the moment their chunk is on its way. */
function DateRangePlaceholder({ t }: { t: ListT }) {
  return (
    <>
      {[t('tracking.dateFrom'), t('tracking.dateTo')].map((label) => (
        <div key={label} className={styles.datePlaceholder} aria-hidden="true">
          <span className={styles.label}>{label}</span>
          <span className={styles.dateBox} />
        </div>
      ))}
    </>
  );
}

/** Typing waits this long for a pause before the list asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

interface ListFiltersProps {
  filters: ListFilters;
  onChange: FiltersChange;
}

/**
 * Search (sent after a pause in typing) and a range of creation days, both applied by the server.
 * Memoised: a page of the list arriving does not render the search and the two date fields again.
 */
export const ListFiltersBar = memo(function ListFiltersBar({ filters, onChange }: ListFiltersProps) {
  const { t } = useTranslation(NAMESPACE);
  const searchId = useId();
  const [text, setText] = useState(filters.search);
  // The search last written to the URL: a URL change from elsewhere (clear, back) replaces the text.
  const sent = useRef(filters.search);

  useEffect(() => {
    if (filters.search === sent.current) return;
    sent.current = filters.search;
    setText(filters.search);
  }, [filters.search]);

  useEffect(() => {
    if (text === sent.current) return undefined;
    const timer = setTimeout(() => {
      if (text === sent.current) return;
      sent.current = text;
      onChange({ search: text });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  const clear = () => {
    sent.current = '';
    setText('');
    onChange({ search: '', from: '', to: '' });
  };
  const filtered = Boolean(text.trim() || filters.from || filters.to);

  return (
    <div className={styles.filters} role="search">
      <div className={styles.field}>
        <label className={styles.label} htmlFor={searchId}>
          {t('tracking.searchLabel')}
        </label>
        <input
          id={searchId}
          className={styles.searchInput}
          type="search"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('tracking.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || text === sent.current) return;
            sent.current = text;
            onChange({ search: text });
          }}
        />
      </div>
      <div className={styles.dates}>
        <Suspense fallback={<DateRangePlaceholder t={t} />}>
          <DateRange from={filters.from} to={filters.to} onChange={onChange} t={t} />
        </Suspense>
      </div>
      {filtered ? (
        <Button variant="ghost" className={styles.clear} onClick={clear}>
          {t('tracking.clearFilters')}
        </Button>
      ) : null}
    </div>
  );
});
