import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a named export. Several screens lazily taken from the same module share one
 * chunk, which is how each area (public, dashboard, admin, superadmin) becomes one download.
 */
export function lazyExport<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}
