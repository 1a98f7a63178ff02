// A component built as its own chunk: a page, or a part of the shell only some viewers see. Unlike
// React.lazy it can be loaded ahead of rendering and then renders synchronously: the server loads it
// before it renders, the browser before it hydrates (the chunk is already on its way by
// <link rel="modulepreload">) and before a client-side navigation shows it, so hydration never suspends
// on code and navigating keeps the old page until the new one can draw.
import { use, type ComponentType, type ReactNode } from 'react';

export type RouteParams = Record<string, string | undefined>;

export interface LazyComponent<Props extends object> {
  (props: Props): ReactNode;
  /** Loads the chunk once; later calls share the same promise (retried after a failure). */
  preload(): Promise<void>;
  /** True once the chunk has loaded: rendering will not suspend. */
  isLoaded(): boolean;
  /** The placeholder a page's section shows while its data streams (from the chunk: null before). */
  fallback(): ReactNode;
}

export type LazyPage = LazyComponent<{ params: RouteParams }>;

/**
 * `pick` names the component of the loaded module, `pickFallback` a page's placeholder: it travels in
 * the page's chunk too, since the page is always loaded before it is rendered.
 */
export function lazyComponent<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  pickFallback?: (module: Module) => ReactNode,
): LazyComponent<Props> {
  let Loaded: ComponentType<Props> | null = null;
  let fallback: ReactNode = null;
  let pending: Promise<void> | null = null;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        Loaded = pick(module);
        fallback = pickFallback?.(module) ?? null;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  function Lazy(props: Props): ReactNode {
    if (!Loaded) {
      // Only reached when something rendered it without loading first (e.g. history's back button to a
      // page not seen in this visit): the nearest Suspense fallback shows until the chunk arrives.
      use(preload());
    }
    const Component = Loaded as ComponentType<Props> | null;
    return Component ? <Component {...props} /> : null;
  }
  Lazy.preload = preload;
  Lazy.isLoaded = () => Loaded !== null;
  Lazy.fallback = () => fallback;
  return Lazy;
}

export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<{ params: RouteParams }>,
  pickFallback?: (module: Module) => ReactNode,
): LazyPage {
  return lazyComponent(load, pick, pickFallback);
}
