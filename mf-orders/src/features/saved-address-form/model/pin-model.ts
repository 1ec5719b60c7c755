import { createPinCheck } from '@cabinet/shared/address-picker';

import { addressOpened, addressPicked, addressTyped, newFormOpened, pinAccepted } from './form-model';

export type { Coordinates } from '@cabinet/shared/address-picker';

/** A pin dropped on the address's map is checked by the platform before the form takes it. */
export const { pinMoved, checkPinFx, $pinChecking, $pinError } = createPinCheck({
  accepted: pinAccepted,
  resetOn: [newFormOpened, addressOpened, addressPicked, addressTyped],
});
