import { useUnit } from 'effector-react';

import { useTranslation } from '@cabinet/shared';
import { Field, TextInput } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';
import { $search, searchChanged } from '../model/branch-list-model';

/** Filters the rows of the loaded page as the user types (nothing is sent to the platform). */
export function ListSearch({ className }: { className?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [search, changed] = useUnit([$search, searchChanged]);
  return (
    <Field
      label={t('warehouses.search')}
      hint={t('warehouses.searchHint')}
      {...(className ? { className } : {})}
    >
      <TextInput
        type="search"
        value={search}
        autoComplete="off"
        maxLength={100}
        onChange={(event) => changed(event.target.value)}
      />
    </Field>
  );
}
