import { useUnit } from 'effector-react';
import { useEffect } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Link, useParams } from '@cabinet/shared/router';
import { Button, EmptyState, Spinner, usePageTitle } from '@cabinet/shared/ui';

import { companyCityRequested } from '../../entities/company-city';
import { $loadState, editPageShown, loadRetried } from '../../features/branch-form';
import { NAMESPACE } from '../../shared/i18n';
import { BranchEditor } from '../../widgets/branch-editor';

/**
 * Редактирование склада: the branch of `:id`; an id that is not the company's (deleted, another
 * company's, not an id at all) is a not-found state inside the layout.
 */
export function EditWarehousePage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('editWarehouse.title'));
  const { id = '' } = useParams();
  const [state, shown, retry, cityRequested] = useUnit([
    $loadState,
    editPageShown,
    loadRetried,
    companyCityRequested,
  ]);
  useEffect(() => {
    shown(id);
    cityRequested();
  }, [shown, cityRequested, id]);

  if (state === 'loading') return <Spinner label={t('editWarehouse.loading')} />;
  if (state === 'not-found') {
    return (
      <EmptyState
        title={t('editWarehouse.notFoundTitle')}
        text={t('editWarehouse.notFoundText')}
        action={<Link to="/warehouses">{t('editWarehouse.backToList')}</Link>}
      />
    );
  }
  if (state === 'failed') {
    return (
      <EmptyState
        role="alert"
        title={t('editWarehouse.failedTitle')}
        text={t('editWarehouse.failedText')}
        action={<Button onClick={retry}>{t('editWarehouse.retry')}</Button>}
      />
    );
  }
  return <BranchEditor />;
}
