import { createEvent } from 'effector';

/**
 * The company's branches (warehouses) changed on the platform: one was created, edited or deleted.
 * The warehouses remote fires it after a successful write; anything that shows branches (the order
 * form's "Подставить адрес" list) listens and asks for them again, with no reload and no polling.
 * It lives in the core, the one instance every app shares (decision 0001).
 */
export const branchesChanged = createEvent();
