import { useUnit } from 'effector-react';
import { useEffect } from 'react';

import { useTranslation, type PointAddress, type PointContact } from '@cabinet/shared';

import { NAMESPACE } from '../../../shared/i18n';
import {
  $savedPlaces,
  $savedPlacesFailed,
  $savedPlacesPending,
  savedPlacesRequested,
} from '../model/saved-places';
import styles from './address-combobox.module.css';
import own from './saved-address-select.module.css';

export interface SavedChoice {
  address: Partial<PointAddress>;
  contact: Partial<PointContact>;
  /** The saved address's id (the platform checks its max_order_distance); absent for a branch. */
  addressId?: number | null;
}

const line = (street: string, building: string) => [street, building].filter(Boolean).join(', ');

/**
 * One click puts a saved address or a branch into a point. The lists are fetched again whenever the
 * picker appears or is opened (never kept for the whole session); a failed load says so with a retry.
 */
export function SavedAddressSelect({
  id,
  onChosen,
}: {
  id: string;
  onChosen: (choice: SavedChoice) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [sources, failed, pending, requested] = useUnit([
    $savedPlaces,
    $savedPlacesFailed,
    $savedPlacesPending,
    savedPlacesRequested,
  ]);

  useEffect(() => {
    requested();
  }, [requested]);

  const problem = failed ? (
    <p className={own.problem} role="status">
      {t('savedPlaces.failed')}{' '}
      <button type="button" className={own.retry} disabled={pending} onClick={() => requested()}>
        {t('savedPlaces.retry')}
      </button>
    </p>
  ) : null;

  if (!sources || (sources.addresses.length === 0 && sources.branches.length === 0)) {
    // Nothing to pick: say why only while the first load runs or when loading failed.
    const first = !sources && pending;
    if (!problem && !first) return null;
    return (
      <div className={styles.field}>
        <span className={styles.label}>{t('creation.pickSaved')}</span>
        {problem ?? (
          <p className={own.note} role="status">
            {t('savedPlaces.loading')}
          </p>
        )}
      </div>
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
            latitude: found.latitude,
            longitude: found.longitude,
          },
          contact: { phone_number: found.phone_number, contact_name: found.contact_name || found.name },
          addressId: null,
        });
    }
  };

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t('creation.pickSaved')}
      </label>
      <select
        id={id}
        className={styles.input}
        value=""
        aria-busy={pending || undefined}
        onFocus={() => requested()}
        onChange={(event) => choose(event.target.value)}
      >
        <option value="" disabled>
          {t('savedPlaces.placeholder')}
        </option>
        {sources.addresses.length > 0 ? (
          <optgroup label={t('creation.savedAddresses')}>
            {sources.addresses.map((item) => (
              <option key={item.id} value={`address:${item.id}`}>
                {line(item.street, item.building)}
              </option>
            ))}
          </optgroup>
        ) : null}
        {sources.branches.length > 0 ? (
          <optgroup label={t('creation.branches')}>
            {sources.branches.map((item) => (
              <option key={item.id} value={`branch:${item.id}`}>
                {`${item.name} · ${line(item.street, item.building)}`}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
      {problem}
    </div>
  );
}
