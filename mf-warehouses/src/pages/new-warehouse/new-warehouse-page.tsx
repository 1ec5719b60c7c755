import { useUnit } from 'effector-react';
import { useEffect } from 'react';

import { useTranslation } from '@cabinet/shared';
import { usePageTitle } from '@cabinet/shared/ui';

import { companyCityRequested } from '../../entities/company-city';
import { newFormOpened } from '../../features/branch-form';
import { NAMESPACE } from '../../shared/i18n';
import { BranchEditor } from '../../widgets/branch-editor';

/** Новый склад: an empty warehouse form. */
export function NewWarehousePage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('newWarehouse.title'));
  const [opened, cityRequested] = useUnit([newFormOpened, companyCityRequested]);
  useEffect(() => {
    opened();
    cityRequested();
  }, [opened, cityRequested]);
  return <BranchEditor />;
}
