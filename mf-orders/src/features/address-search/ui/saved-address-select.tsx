import { useUnit } from 'effector-react';
import { useEffect } from 'react';

import { useTranslation, type PointAddress, type PointContact } from '@cabinet/shared';
import { Field, Select, type SelectOption } from '@cabinet/shared/ui';

import { CREATION_NAMESPACE } from '../../../shared/i18n/creation-strings';
import {
  $savedPlaces,
  $savedPlacesFailed,
  $savedPlacesPending,
  savedPlacesRequested,
  savedPlacesShown,
} from '../model/saved-places';
import styles from './saved-address-select.module.css';

export interface SavedChoice {
  address: Partial<PointAddress>;
  contact: Partial<PointContact>;
  /** The saved address's id (the platform checks its max_order_distance); absent for a branch. */
  addressId?: number | null;
}

const line = (street: string, building: string) => [street, building].filter(Boolean).join(', ');

/**
 * One click puts a saved address or a branch into a point. The lists are fetched again whenever the
 * picker appears (unless they have just arrived) or is opened, never kept for the whole session; a
 * failed load says so with a retry.
 */
export function SavedAddressSelect({
  id,
  onChosen,
}: {
  id: string;
  onChosen: (choice: SavedChoice) => void;
}) {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const [sources, failed, pending, requested, shown] = useUnit([
    $savedPlaces,
    $savedPlacesFailed,
    $savedPlacesPending,
    savedPlacesRequested,
    savedPlacesShown,
  ]);

  useEffect(() => {
    shown();
  }, [shown]);

  const problem = failed ? (
    <p className={styles.problem} role="status">
      {t('savedPlaces.failed')}{' '}
      <button type="button" className={styles.retry} disabled={pending} onClick={() => requested()}>
        {t('savedPlaces.retry')}
      </button>
    </p>
  ) : null;

  // The picker keeps its place on the card while its lists load, fail or turn out empty, so the
  // fields under it never jump (no layout shift): only its one option says which it is.
  if (!sources || (sources.addresses.length === 0 && sources.branches.length === 0)) {
    const state = sources
      ? t('savedPlaces.none')
      : failed
        ? t('savedPlaces.notLoaded')
        : t('savedPlaces.loading');
    return (
      <Field id={id} label={t('creation.pickSaved')}>
        <Select
          value=""
          disabled
          options={[{ value: '', label: state }]}
          aria-busy={(pending && !sources) || undefined}
        />
        {problem}
      </Field>
    );
  }

  const choose = (value: string) => {
    const [kind, rawId] = value.split(':');
    const idNumber = Number(rawId);
    if (kind === 'address') {
      const found = sources.addresses.find((item) => item.id === idNumber);
      if (found)
        onChosen({
          address: {
            street: found.street,
            building: found.building,
            entrance: found.entrance,
            floor: found.floor,
            apartment: found.apartment,
            intercom: found.intercom,
            extra_info: found.extra_info,
            latitude: found.latitude,
            longitude: found.longitude,
          },
          contact: { phone_number: found.phone_number, contact_name: found.contact_name },
          addressId: found.id,
        });
    } else if (kind === 'branch') {
      const found = sources.branches.find((item) => item.id === idNumber);
      if (found)
        onChosen({
          address: {
            street: found.street,
            building: found.building,
            // Where the courier goes in; '' from a platform that does not keep them, so that nothing
            // of a place picked before stays in the point.
            entrance: found.entrance ?? '',
            floor: found.floor ?? '',
            apartment: found.apartment ?? '',
            intercom: found.intercom ?? '',
            latitude: found.latitude,
            longitude: found.longitude,
          },
          contact: { phone_number: found.phone_number, contact_name: found.contact_name || found.name },
          addressId: null,
        });
    }
  };

  const options: SelectOption[] = [
    { value: '', label: t('savedPlaces.placeholder'), disabled: true },
    ...sources.addresses.map((item) => ({
      value: `address:${item.id}`,
      label: line(item.street, item.building),
      group: t('creation.savedAddresses'),
    })),
    ...sources.branches.map((item) => ({
      value: `branch:${item.id}`,
      label: `${item.name} · ${line(item.street, item.building)}`,
      group: t('creation.branches'),
    })),
  ];

  return (
    <Field id={id} label={t('creation.pickSaved')}>
      <Select
        value=""
        options={options}
        aria-busy={pending || undefined}
        onFocus={() => requested()}
        onChange={(event) => choose(event.target.value)}
      />
      {problem}
    </Field>
  );
}
