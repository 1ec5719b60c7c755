import { createEvent } from 'effector';

/**
 * A route's page is on screen (a remote page has rendered, or its fallback has): what must not
 * compete with a first screen, or interrupt it with a prompt, waits for it.
 */
export const pageShown = createEvent();
