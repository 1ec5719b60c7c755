import { useCombobox } from 'downshift';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';

import { describeFailure, i18n, useTranslation } from '@cabinet/shared';
import type { GeocodeResult } from '@cabinet/shared/contract';

import { NAMESPACE } from '../../../shared/i18n';
import { VALIDATE_URL, failureCode, validateCoordinate } from '../api/address-api';
import { useAddressSearch } from '../lib/use-address-search';
import { $searchCity, $searchCityStrict } from '../model/search-city';
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

/**
 * Why a picked address was not accepted, in the user's language: outside the delivery zone, or the
 * §8 texts of whatever else the validation call answered (never a bare error code).
 */
export function validationMessage(failure: unknown): string {
  const code = failureCode(failure);
  if (code === 'WRONG_ADDRESS_ZONE') return i18n.t('creation.errors_addressOutsideZone', { ns: NAMESPACE });
  const error = failure as {
    code?: unknown;
    response?: { status?: unknown; data?: { detail?: { message?: unknown } } };
  } | null;
  const timedOut = error?.code === 'ECONNABORTED' || error?.code === 'ETIMEDOUT';
  if (!error?.response && !timedOut) return i18n.t('errors.client.network');
  const message = error?.response?.data?.detail?.message;
  const texts = describeFailure({
    url: VALIDATE_URL,
    method: 'POST',
    status: typeof error?.response?.status === 'number' ? error.response.status : null,
    code,
    message: typeof message === 'string' ? message : null,
    timedOut,
    noResponse: !error?.response,
  });
  return [texts.title, texts.text].filter(Boolean).join('. ');
}

/** Address with autocomplete from the platform's geocoder (downshift combobox). */
export function AddressCombobox({ id, label, value, onTyped, onPicked, error }: AddressComboboxProps) {
  const { t } = useTranslation(NAMESPACE);
  const [input, setInput] = useState(value);
  const [typing, setTyping] = useState(false);
  const [zoneError, setZoneError] = useState<string | null>(null);
  const [city, strictCity] = useUnit([$searchCity, $searchCityStrict]);
  const { results, state } = useAddressSearch(input, typing, city, strictCity);

  if (!typing && input !== value) setInput(value);

  // Only the latest pick may land: a slower check of an earlier pick (or of a pick the user has
  // typed over since) is cancelled and its answer ignored.
  const validation = useRef<AbortController | null>(null);
  const supersedeValidation = () => {
    validation.current?.abort();
    validation.current = null;
  };
  useEffect(() => () => validation.current?.abort(), []);

  const pick = async (item: GeocodeResult) => {
    supersedeValidation();
    const current = new AbortController();
    validation.current = current;
    setTyping(false);
    setInput([item.street, item.building].filter(Boolean).join(', '));
    try {
      await validateCoordinate(item.latitude, item.longitude, current.signal);
      if (current.signal.aborted) return;
      setZoneError(null);
      onPicked({
        street: item.street,
        building: item.building,
        latitude: item.latitude,
        longitude: item.longitude,
      });
    } catch (failure) {
      if (current.signal.aborted) return;
      setZoneError(validationMessage(failure));
      onTyped(item.street);
    } finally {
      if (validation.current === current) validation.current = null;
    }
  };

  const combobox = useCombobox<GeocodeResult>({
    id,
    inputId: `${id}-input`,
    items: results,
    inputValue: input,
    // Never holds a selection: picking the same suggestion again (after a refused check) is a new pick.
    selectedItem: null,
    itemToString: display,
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) return;
      supersedeValidation();
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
