import { useEffect, useState } from 'react';

import { useTranslation, type PointAddress, type PointContact } from '@cabinet/shared';
import type { Branch, SavedAddress } from '@cabinet/shared/contract';

import { NAMESPACE } from '../../../shared/i18n';
import { fetchBranches, fetchSavedAddresses } from '../api/address-api';
import styles from './address-combobox.module.css';

export interface SavedChoice {
  address: Partial<PointAddress>;
  contact: Partial<PointContact>;
  /** The saved address's id (the platform checks its max_order_distance); absent for a branch. */
  addressId?: number | null;
}

interface Sources {
  addresses: SavedAddress[];
  branches: Branch[];
}

let cache: Promise<Sources> | null = null;

/** Saved addresses and branches, fetched once per page load. */
function loadSources(): Promise<Sources> {
  cache ??= Promise.all([fetchSavedAddresses().catch(() => []), fetchBranches().catch(() => [])]).then(
    ([addresses, branches]) => ({ addresses, branches }),
  );
  return cache;
}

const line = (street: string, building: string) => [street, building].filter(Boolean).join(', ');

/** One click puts a saved address or a branch into a point. */
export function SavedAddressSelect({
  id,
  onChosen,
}: {
  id: string;
  onChosen: (choice: SavedChoice) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [sources, setSources] = useState<Sources | null>(null);

  useEffect(() => {
    let alive = true;
    void loadSources().then((loaded) => alive && setSources(loaded));
    return () => {
      alive = false;
    };
  }, []);

  if (!sources || (sources.addresses.length === 0 && sources.branches.length === 0)) return null;

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
      <select id={id} className={styles.input} value="" onChange={(event) => choose(event.target.value)}>
        <option value="" disabled>
          —
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
    </div>
  );
}
