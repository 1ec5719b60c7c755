export { $dirty, $editedAddress, $mode, addressOpened, formClosed, newFormOpened } from './model/form-model';
export { $savedAddress, formSubmitted, saveAddressFx } from './model/save-model';
export { checkPinFx, pinMoved } from './model/pin-model';
export { SavedAddressForm } from './ui/saved-address-form';
