import { createEffect, sample } from 'effector';

import { dropPrerenderedPage, pageShown } from '../../shared/lib';

/**
 * The static copy of a public page gives way to the app once the app's page (or its fallback) is up;
 * a button pressed on the copy is pressed on the page.
 */
export const dropPrerenderedPageFx = createEffect(() => dropPrerenderedPage(document, { pressKept: true }));

sample({ clock: pageShown, target: dropPrerenderedPageFx });
