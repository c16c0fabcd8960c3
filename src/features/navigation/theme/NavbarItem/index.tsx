/**
 * The theme's NavbarItem, memoised. The navbar's content re-renders its whole
 * item list whenever the phone drawer's state changes, the first time right
 * after hydration on a phone; each item's props come from the site config and
 * keep their identity, so an item now renders again only when its own hooks
 * (the location, its dropdown's state) change.
 */
import {memo} from 'react';
import NavbarItem from '@theme-init/NavbarItem';

export default memo(NavbarItem);
