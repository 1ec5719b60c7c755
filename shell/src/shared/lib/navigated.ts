import { createEvent } from 'effector';

/**
 * Every navigation, with the new path, fired just before the shared `routeChanged`: what the shell
 * starts on a navigation is under way before any remote reacts to it.
 */
export const navigated = createEvent<string>();
