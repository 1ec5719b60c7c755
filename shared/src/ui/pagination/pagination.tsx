import { useTranslation } from '@cabinet/shared';

import { UI_NAMESPACE } from '../strings';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** What is paged, for the navigation's name ("Страницы списка складов"). */
  label?: string;
}

/** The pages to offer: the first, the last, the current one and its neighbours; gaps as null. */
export function visiblePages(page: number, pageCount: number): Array<number | null> {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const pages: Array<number | null> = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) pages.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) pages.push(null);
    pages.push(n);
  });
  return pages;
}

/** Page numbers with previous and next; the current page is marked for screen readers. */
export function Pagination({ page, pageCount, onPageChange, label }: PaginationProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={label ?? t('pages')}>
      <button
        type="button"
        className={styles.step}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {t('previousPage')}
      </button>
      <ul className={styles.pages}>
        {visiblePages(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                className={n === page ? styles.current : styles.page}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('page', { page: n })}
                onClick={() => onPageChange(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={styles.step}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        {t('nextPage')}
      </button>
    </nav>
  );
}
