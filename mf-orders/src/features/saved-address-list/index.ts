export {
  $listState,
  $savedAddresses,
  fetchSavedAddressesFx,
  savedAddressesRequested,
  type ListState,
} from './model/saved-address-list-model';
export { SavedAddressList } from './ui/saved-address-list';
