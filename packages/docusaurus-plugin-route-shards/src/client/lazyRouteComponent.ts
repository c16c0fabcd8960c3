/**
 * Stand-in for `ComponentCreator` in the browser's generated route table
 * (plugin/routesLoader.cjs): Docusaurus builds a loadable component for every
 * route of the site while the main bundle starts, main-thread work before
 * anything can hydrate that grows with the site, though a page view needs
 * one or two. Here each route's component is built the first time it
 * renders or is preloaded.
 */
import {createElement, type ComponentType, type ReactNode} from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

type RouteComponent = ReturnType<typeof ComponentCreator>;
type LazyRouteComponent = ((props: Record<string, unknown>) => ReactNode) & {preload: () => Promise<unknown>};

export default function lazyComponentCreator(path: string, hash: string): LazyRouteComponent {
  let created: RouteComponent | undefined;
  const component = (): RouteComponent => (created ??= ComponentCreator(path, hash));
  const LazyRoute = ((props: Record<string, unknown>): ReactNode =>
    createElement(component() as ComponentType<Record<string, unknown>>, props)) as LazyRouteComponent;
  LazyRoute.preload = () => (component() as unknown as {preload: () => Promise<unknown>}).preload();
  return LazyRoute;
}
