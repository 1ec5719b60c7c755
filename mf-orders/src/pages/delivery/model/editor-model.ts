import { createEvent, createStore, sample } from 'effector';

import type { SavedAddress } from '@cabinet/shared/contract';

import { addressOpened, formClosed, newFormOpened } from '../../../features/saved-address-form';
import { $savedAddresses, type ListState } from '../../../features/saved-address-list';

/** The URL's `?address=` on screen: `new`, an address id, or null for the list. */
export const editorParamShown = createEvent<string | null>();

/** What `?address=` names: a new address, a stored one's id, or nothing a person could mean. */
export function readAddressParam(raw: string): 'new' | number | null {
  if (raw === 'new') return 'new';
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

const $param = createStore<string | null>(null).on(editorParamShown, (_, param) => param);
/**
 * The `?address=` the form was last filled for: the form shows only once it is filled for the URL,
 * and a refreshed list does not undo what is typed.
 */
export const $filledFor = createStore<string | null>(null);

const findAddress = (addresses: SavedAddress[] | null, param: string | null): SavedAddress | null => {
  const id = param === null ? null : readAddressParam(param);
  return typeof id === 'number' ? (addresses?.find((address) => address.id === id) ?? null) : null;
};

export type EditorState = 'list' | 'new' | 'edit' | 'loading' | 'not-found' | 'failed';

/**
 * What the page shows for its URL's `?address=`: the list, the form (new, or a stored address found
 * in the list: the platform has no call for one address), or why the form cannot be shown.
 */
export function editorStateOf(
  param: string | null,
  addresses: SavedAddress[] | null,
  listState: ListState,
): EditorState {
  if (param === null) return 'list';
  const wanted = readAddressParam(param);
  if (wanted === 'new') return 'new';
  if (wanted === null) return 'not-found';
  if (addresses === null) return listState === 'failed' ? 'failed' : 'loading';
  return findAddress(addresses, param) ? 'edit' : 'not-found';
}

// The form is filled once for each `?address=`: when it is shown, or when the list it needs arrives.
const opening = sample({
  clock: [editorParamShown, $savedAddresses.updates],
  source: { param: $param, addresses: $savedAddresses, filledFor: $filledFor },
  filter: ({ param, addresses, filledFor }) =>
    param !== null && param !== filledFor && (param === 'new' || findAddress(addresses, param) !== null),
  fn: ({ param, addresses }) => ({ param: param as string, address: findAddress(addresses, param) }),
});
sample({ clock: opening, fn: ({ param }) => param, target: $filledFor });
sample({ clock: opening, filter: ({ address }) => address === null, target: newFormOpened });
sample({
  clock: opening,
  filter: ({ address }) => address !== null,
  fn: ({ address }) => address as SavedAddress,
  target: addressOpened,
});

// Back on the list, or the form left the screen: the next form is filled afresh.
sample({ clock: editorParamShown, filter: (param) => param === null, target: $filledFor });
$filledFor.reset(formClosed);
