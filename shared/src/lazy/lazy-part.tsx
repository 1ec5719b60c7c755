import { Suspense, type ComponentType } from 'react';

import { lazyWithRetry } from './lazy-with-retry';

/**
 * A part in a chunk of its own with what stands in its place while it comes: the part shows its own
 * loading state, not its screen's, and never takes the screen down (lazyWithRetry inside a Suspense
 * boundary of its own), declared once where it is used.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { Loading, Unavailable }: { Loading: ComponentType; Unavailable: ComponentType<P> },
): ComponentType<P> {
  const Part = lazyWithRetry(load, Unavailable) as ComponentType<P>;
  function LazyPart(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
