import { useTranslation } from '@cabinet/shared';
import type { Branch } from '@cabinet/shared/contract';
import { Link, useNavigate } from '@cabinet/shared/router';
import { Button, Screen, buttonLook } from '@cabinet/shared/ui';

import { BranchList, ListSearch } from '../../../features/branch-list';
import { DeleteBranchButton, DeleteBranchDialog } from '../../../features/delete-branch';
import { NAMESPACE } from '../../../shared/i18n';
import styles from './warehouse-list.module.css';

/** The warehouses screen: search on the page, a new warehouse, the list with edit and delete. */
export function WarehouseList() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const actions = (branch: Branch) => (
    <>
      <Link
        to={`/warehouse/edit/${branch.id}`}
        {...buttonLook('ghost')}
        aria-label={t('warehouses.editNamed', { name: branch.name })}
      >
        {t('warehouses.edit')}
      </Link>
      <DeleteBranchButton branch={branch} aria-label={t('warehouses.deleteNamed', { name: branch.name })}>
        {t('warehouses.delete')}
      </DeleteBranchButton>
    </>
  );
  return (
    <Screen
      title={t('warehouses.caption')}
      actions={<Button onClick={() => navigate('/warehouses/new')}>{t('warehouses.add')}</Button>}
    >
      <ListSearch className={styles.search} />
      <BranchList actions={actions} />
      <DeleteBranchDialog />
    </Screen>
  );
}
