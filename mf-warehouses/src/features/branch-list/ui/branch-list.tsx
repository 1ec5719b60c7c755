import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';

import { useTranslation } from '@cabinet/shared';
import type { Branch } from '@cabinet/shared/contract';
import { Navigate, useSearchParams } from '@cabinet/shared/router';
import { Button, EmptyState, Pagination, Spinner } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';
import { readPage, searchWithPage } from '../lib/page-url';
import {
  $answer,
  $listState,
  $pageCount,
  $visibleBranches,
  listClosed,
  listOpened,
  retryClicked,
} from '../model/branch-list-model';
import { BranchTable } from './branch-table';
import styles from './branch-list.module.css';

export interface BranchListProps {
  /** Edit and delete of a row. */
  actions?: (branch: Branch) => ReactNode;
}

/** The company's branches, one platform page at a time, the page in the URL (`?page=`). */
export function BranchList({ actions }: BranchListProps) {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const [state, branches, pageCount, answer, opened, closed, retry] = useUnit([
    $listState,
    $visibleBranches,
    $pageCount,
    $answer,
    listOpened,
    listClosed,
    retryClicked,
  ]);

  useEffect(() => {
    opened(page);
  }, [opened, page]);
  useEffect(() => () => closed(), [closed]);

  const choosePage = (next: number) => setParams(new URLSearchParams(searchWithPage(params, next)));

  if (state === 'loading') return <Spinner label={t('warehouses.loading')} />;
  if (state === 'failed') {
    return (
      <EmptyState
        role="alert"
        title={t('warehouses.failedTitle')}
        text={t('warehouses.failedText')}
        action={<Button onClick={retry}>{t('warehouses.retry')}</Button>}
      />
    );
  }
  if (state === 'empty') {
    return <EmptyState title={t('warehouses.emptyTitle')} text={t('warehouses.emptyText')} />;
  }
  // A page past the end (a stale link, or the last row of the last page deleted): the last page.
  if (state === 'beyond-last-page') {
    return <Navigate replace to={{ search: searchWithPage(params, pageCount) }} />;
  }
  return (
    <div className={styles.list}>
      {answer ? <p className={styles.count}>{t('warehouses.count', { count: answer.count })}</p> : null}
      {state === 'nothing-found' ? (
        <EmptyState
          role="status"
          title={t('warehouses.nothingFoundTitle')}
          text={t('warehouses.nothingFoundText')}
        />
      ) : (
        <BranchTable branches={branches} {...(actions ? { actions } : {})} />
      )}
      <Pagination page={page} pageCount={pageCount} onPageChange={choosePage} label={t('warehouses.pages')} />
    </div>
  );
}
