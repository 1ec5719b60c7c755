import { createEvent, createStore } from 'effector';

/** What the global error modal shows; the error pipeline fills it, the shell renders it. */
export interface ErrorModalContent {
  title: string;
  text: string;
  /** HTTP status of the failed call, or null for client-side errors. */
  status: number | null;
  /** How many times in a row this same error happened (§4 error counter). */
  counter: number;
}

export const errorModalShown = createEvent<ErrorModalContent>();
export const errorModalClosed = createEvent();

export const $errorModal = createStore<ErrorModalContent | null>(null)
  .on(errorModalShown, (_, content) => content)
  .reset(errorModalClosed);

/** Which buttons the modal offers (§2): support only for a repeat, reload for 5xx, else acknowledge. */
export function errorModalActions(content: Pick<ErrorModalContent, 'status' | 'counter'>): {
  contactSupport: boolean;
  reload: boolean;
  acknowledge: boolean;
} {
  const serverFault = content.status !== null && content.status >= 500;
  return { contactSupport: content.counter > 1, reload: serverFault, acknowledge: !serverFault };
}
