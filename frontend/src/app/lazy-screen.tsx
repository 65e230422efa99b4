import { lazy, useState, type ComponentType } from 'react';

/**
 * A screen in its own chunk, loaded the first time its route shows. `preload` loads it ahead:
 * the server does so before rendering, and the browser before hydrating a server-rendered page,
 * so the first client render produces exactly the server's HTML instead of a Suspense fallback.
 * `moduleId` is the screen's source module (as the Vite manifest names it), for preload links.
 */
export type LazyScreen = ComponentType & { preload: () => Promise<void>; moduleId: string };

export const lazyScreen = <Name extends string>(moduleId: string, load: () => Promise<Record<Name, ComponentType>>, name: Name): LazyScreen => {
  let loaded: ComponentType | null = null;
  const preload = async () => {
    loaded ??= (await load())[name];
  };
  const Deferred = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  const Screen = () => {
    // Chosen once per mount: switching from Deferred to the loaded component later would remount it.
    const [Component] = useState<ComponentType>(() => loaded ?? Deferred);
    return <Component />;
  };
  return Object.assign(Screen, { preload, moduleId });
};
