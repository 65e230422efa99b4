import { lazy, type ComponentType } from 'react';

/** A component loaded with its module's chunk the first time it renders (React.lazy over a named export). */
export const lazyNamed = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(async () => ({ default: (await load())[name] }));
