/** Where the page lives, and the search that opens its form (`new`, or a stored address's id). */
export const DELIVERY_PATH = '/delivery';

export const ADDRESS_PARAM = 'address';

export const editorHref = (target: 'new' | number): string => `${DELIVERY_PATH}?${ADDRESS_PARAM}=${target}`;
