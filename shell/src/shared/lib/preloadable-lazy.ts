import { createElement, lazy, useState, type ComponentType, type JSX, type ReactNode } from 'react';

/** The props of a function component. */
type PropsOf<C> = C extends (props: infer P) => ReactNode ? P : never;

/** A lazily loaded component that can be asked for ahead of its first render. */
export type PreloadableLazy<P> = ((props: P) => JSX.Element) & {
  /** Starts loading the module (once); a failure lets a later call or render try again. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` that renders its module directly when it has loaded before the component mounts: a
 * first render then suspends on nothing already preloaded. React shows a boundary's fallback for a
 * lazy component even when its module is in (it starts loading on render), and holds back every
 * later reveal until 300 ms after a fallback was shown: on a first load that was a quarter of a
 * second in which the app could not take over from the page's static copy. Each mount decides once,
 * so a component never changes type (and state) under React.
 */
export function preloadableLazy<C extends (props: never) => ReactNode>(
  load: () => Promise<{ default: C }>,
): PreloadableLazy<PropsOf<C>> {
  type Props = PropsOf<C>;
  let loaded: ComponentType<Props> | null = null;
  let pending: Promise<{ default: ComponentType<Props> }> | null = null;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        const component = module.default as unknown as ComponentType<Props>;
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  function Preloadable(props: Props): JSX.Element {
    const [Component] = useState(() => loaded ?? (Lazy as unknown as ComponentType<Props>));
    return createElement(Component as ComponentType<object>, props as object);
  }
  return Object.assign(Preloadable, { preload });
}
