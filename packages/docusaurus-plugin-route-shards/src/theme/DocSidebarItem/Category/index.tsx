/**
 * The theme's sidebar category, wrapped: a collapsed category may arrive
 * without its children (plugin/sidebarSkeleton.cjs), so the wrapper starts
 * loading them when the pointer enters the category's link or the link gets
 * focus or is touched (the theme forwards these props to the link), and
 * re-renders when they arrive. A site whose own category component replaces
 * this one uses `docusaurus-plugin-route-shards/client` to do the same.
 */
import {useCallback, useSyncExternalStore, type ReactNode} from 'react';
import Category from '@theme-init/DocSidebarItem/Category';
import type {Props} from '@theme/DocSidebarItem/Category';
import {isPending, loadChildren, subscribe} from '../../../client/sidebarChildren';

export default function CategoryWithLazyChildren(props: Props): ReactNode {
  const {item} = props;
  // The category object is filled in place; its pending state is what changes.
  const pending = useSyncExternalStore(
    subscribe,
    () => isPending(item),
    () => isPending(item),
  );
  const load = useCallback(() => loadChildren(item), [item]);
  const more = pending ? {onMouseEnter: load, onFocus: load, onTouchStart: load} : {};
  return <Category {...props} {...more} />;
}
