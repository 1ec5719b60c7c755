import { useSyncExternalStore } from 'react';

import type { TFunction, Translator } from './translator';

/** What `useTranslation` gives a component. */
export interface UseTranslationResult {
  t: TFunction;
  i18n: Translator;
}

/**
 * A component's `t` for a namespace; the component re-renders, and `t` is a new function, when the
 * language switches or the namespace's strings arrive, so memoised texts recompute.
 */
export function useTranslationOf(
  translator: Translator,
  defaultNamespace: string,
  namespace?: string,
  options?: { lng?: string },
): UseTranslationResult {
  const ns = namespace ?? defaultNamespace;
  const lng = options?.lng;
  // The fixed `t` is the snapshot: the translator hands back the same one until something changes.
  const fixedT = () => translator.getFixedT(lng ?? translator.language, ns);
  const t = useSyncExternalStore(translator.subscribe, fixedT, fixedT);
  return { t, i18n: translator };
}
