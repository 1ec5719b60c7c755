import { useCombobox } from 'downshift';
import { useEffect, useRef, useState } from 'react';

import { useTranslation } from '@cabinet/shared';
import type { City, GeocodeResult } from '@cabinet/shared/contract';
import { Field, TextInput } from '@cabinet/shared/ui';

import { ADDRESS_PICKER_NAMESPACE } from './strings';
import { validateCoordinate } from './api';
import styles from './address-combobox.module.css';
import { useAddressSearch } from './use-address-search';
import { validationMessage } from './validation-message';

/** A geocoded address the delivery zone check accepted. */
export interface PickedAddress {
  street: string;
  building: string;
  latitude: number;
  longitude: number;
}

export interface AddressComboboxProps {
  id: string;
  label: string;
  /** The street and building the form holds now. */
  value: string;
  /** Free typing: the address is no longer an exact, geocoded one. */
  onTyped: (text: string) => void;
  onPicked: (address: PickedAddress) => void;
  error?: string | null;
  /** The city whose streets are searched first; null or absent: every city. */
  city?: City | null;
  /** Only `city` is searched, even when nothing is found there (the form cannot leave that city). */
  strictCity?: boolean;
  /**
   * A pick's check against the delivery zones started (true) or ended (false: answered, refused,
   * typed over or superseded): until then the form has no address from it.
   */
  onCheckChange?: (checking: boolean) => void;
}

const display = (item: GeocodeResult | null) => item?.display_name ?? '';

/**
 * An address with autocomplete from the platform's geocoder (a downshift combobox in a Field of the
 * kit). A pick is checked against the delivery zones before it reaches the form: only the latest
 * pick lands, and a refusal says why beside the field.
 */
export function AddressCombobox({
  id,
  label,
  value,
  onTyped,
  onPicked,
  error,
  city = null,
  strictCity = false,
  onCheckChange,
}: AddressComboboxProps) {
  const { t } = useTranslation(ADDRESS_PICKER_NAMESPACE);
  const [input, setInput] = useState(value);
  const [typing, setTyping] = useState(false);
  const [zoneError, setZoneError] = useState<string | null>(null);
  const { results, state } = useAddressSearch(input, typing, city, strictCity);

  if (!typing && input !== value) setInput(value);

  // Only the latest pick may land: a slower check of an earlier pick (or of a pick the user has
  // typed over since) is cancelled and its answer ignored.
  const validation = useRef<AbortController | null>(null);
  const supersedeValidation = () => {
    if (!validation.current) return;
    validation.current.abort();
    validation.current = null;
    onCheckChange?.(false);
  };
  useEffect(() => () => validation.current?.abort(), []);

  const pick = async (item: GeocodeResult) => {
    supersedeValidation();
    const current = new AbortController();
    validation.current = current;
    onCheckChange?.(true);
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
      if (validation.current === current) {
        validation.current = null;
        onCheckChange?.(false);
      }
    }
  };

  const inputId = `${id}-input`;
  const combobox = useCombobox<GeocodeResult>({
    id,
    inputId,
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
    <Field
      id={inputId}
      label={label}
      // Announced when it appears (a refused pick comes after the user has moved on to the list).
      error={message ? <span role="alert">{message}</span> : null}
      className={styles.field}
    >
      {/* The Field's label names the input and the list (label[for]), not downshift's own label. */}
      <TextInput
        placeholder={t('placeholder')}
        {...combobox.getInputProps({ 'aria-labelledby': undefined })}
      />
      <ul
        className={open ? styles.menu : styles.menuHidden}
        {...combobox.getMenuProps({ 'aria-label': label })}
      >
        {open && state === 'loading' && results.length === 0 ? (
          <li className={styles.status}>{t('searching')}</li>
        ) : null}
        {open && state !== 'loading' && results.length === 0 ? (
          <li className={styles.status}>{t('nothingFound')}</li>
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
    </Field>
  );
}
