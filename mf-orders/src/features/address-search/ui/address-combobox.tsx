import { useCombobox } from 'downshift';
import { useState } from 'react';

import { useTranslation } from '@cabinet/shared';
import type { GeocodeResult } from '@cabinet/shared/contract';

import { NAMESPACE } from '../../../shared/i18n';
import { failureCode, validateCoordinate } from '../api/address-api';
import { useAddressSearch } from '../lib/use-address-search';
import styles from './address-combobox.module.css';

export interface PickedAddress {
  street: string;
  building: string;
  latitude: number;
  longitude: number;
}

export interface AddressComboboxProps {
  id: string;
  label: string;
  /** The street and building currently in the draft. */
  value: string;
  /** Free typing: the address is no longer an exact, geocoded one. */
  onTyped: (text: string) => void;
  onPicked: (address: PickedAddress) => void;
  error?: string | null;
}

const display = (item: GeocodeResult | null) => item?.display_name ?? '';

/** Address with autocomplete from the platform's geocoder (downshift combobox). */
export function AddressCombobox({ id, label, value, onTyped, onPicked, error }: AddressComboboxProps) {
  const { t } = useTranslation(NAMESPACE);
  const [input, setInput] = useState(value);
  const [typing, setTyping] = useState(false);
  const [zoneError, setZoneError] = useState<string | null>(null);
  const { results, state } = useAddressSearch(input, typing);

  if (!typing && input !== value) setInput(value);

  const pick = async (item: GeocodeResult) => {
    setTyping(false);
    setInput([item.street, item.building].filter(Boolean).join(', '));
    try {
      await validateCoordinate(item.latitude, item.longitude);
      setZoneError(null);
      onPicked({
        street: item.street,
        building: item.building,
        latitude: item.latitude,
        longitude: item.longitude,
      });
    } catch (failure) {
      const code = failureCode(failure);
      setZoneError(
        code === 'WRONG_ADDRESS_ZONE' || code === null ? t('creation.errors_addressOutsideZone') : code,
      );
      onTyped(item.street);
    }
  };

  const combobox = useCombobox<GeocodeResult>({
    id,
    inputId: `${id}-input`,
    items: results,
    inputValue: input,
    itemToString: display,
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) return;
      setTyping(true);
      setZoneError(null);
      setInput(inputValue);
      onTyped(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) void pick(selectedItem);
    },
  });

  const message = zoneError ?? error ?? null;
  const open = combobox.isOpen && typing && state !== 'idle';
  return (
    <div className={styles.field}>
      <label className={styles.label} {...combobox.getLabelProps()}>
        {label}
      </label>
      <input
        className={styles.input}
        placeholder={t('creation.addressPlaceholder')}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...combobox.getInputProps()}
      />
      <ul className={open ? styles.menu : styles.menuHidden} {...combobox.getMenuProps()}>
        {open && state === 'loading' && results.length === 0 ? (
          <li className={styles.status}>{t('creation.searching')}</li>
        ) : null}
        {open && state !== 'loading' && results.length === 0 ? (
          <li className={styles.status}>{t('creation.noAddresses')}</li>
        ) : null}
        {open
          ? results.map((item, index) => (
              <li
                key={`${item.display_name}-${item.latitude}-${item.longitude}`}
                className={combobox.highlightedIndex === index ? styles.optionActive : styles.option}
                {...combobox.getItemProps({ item, index })}
              >
                {item.display_name}
              </li>
            ))
          : null}
      </ul>
      {message ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
