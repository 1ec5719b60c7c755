import type { EventCallable, Store } from 'effector';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';

import { $runtimeConfig } from '@cabinet/shared';
import type { City } from '@cabinet/shared/contract';

import { AddressCombobox, type PickedAddress } from './address-combobox';
import type { AddressValues } from './address-values';
import { CheckedPinMap } from './checked-pin-map';
import type { Coordinates } from './pin-check';

export interface PlaceAddressFieldsProps {
  /** The form's state (createAddressFormModel): what the address box shows and where the pin is. */
  form: {
    $values: Store<AddressValues>;
    addressTyped: EventCallable<string>;
    addressPicked: EventCallable<PickedAddress>;
  };
  /** The platform's check of a dropped pin (createPinCheck). */
  pin: {
    $pinChecking: Store<boolean>;
    $pinError: Store<string | null>;
    pinMoved: EventCallable<Coordinates>;
  };
  comboboxId: string;
  addressLabel: string;
  addressError: string | null;
  pinLabel: string;
  /** The city whose streets are searched first. */
  city: City | null;
  /** The grid class that lets the box and the map take a whole row of the form. */
  wideClassName?: string;
  /** The fields between the address and its map (entrance, floor, …): each form has its own. */
  children: ReactNode;
}

/**
 * The address of a form that edits a place (a warehouse, a saved address): the shared combobox, the
 * form's own fields for the way in, and the pin map whose new spot the platform checks first. One
 * implementation, so the two forms cannot drift apart.
 */
export function PlaceAddressFields({
  form,
  pin,
  comboboxId,
  addressLabel,
  addressError,
  pinLabel,
  city,
  wideClassName,
  children,
}: PlaceAddressFieldsProps) {
  const [values, typed, picked] = useUnit([form.$values, form.addressTyped, form.addressPicked]);
  const [checking, pinError, moved] = useUnit([pin.$pinChecking, pin.$pinError, pin.pinMoved]);
  const config = useUnit($runtimeConfig);
  return (
    <>
      <div className={wideClassName}>
        <AddressCombobox
          id={comboboxId}
          label={addressLabel}
          value={values.addressText}
          onTyped={typed}
          onPicked={picked}
          error={addressError}
          city={city}
        />
      </div>
      {children}
      <div className={wideClassName}>
        <CheckedPinMap
          label={pinLabel}
          latitude={values.latitude}
          longitude={values.longitude}
          onMoved={(latitude, longitude) => moved({ latitude, longitude })}
          tilesUrl={config?.mapTilesUrl ?? null}
          checking={checking}
          error={pinError}
        />
      </div>
    </>
  );
}
