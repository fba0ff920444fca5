/**
 * The top-level items of the sidebar being rendered, for an item that needs its siblings (the
 * product's first group asks whether another group holds the page being read). Docusaurus' own
 * `useDocsSidebar` is not available in the phone menu, which the navbar renders outside the
 * docs layout's providers; this context comes from the outermost `DocSidebarItems` of each
 * rendering, desktop and phone alike.
 */
import {createContext, useContext} from 'react';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

export const SidebarTopLevelContext = createContext<readonly PropSidebarItem[] | null>(null);

/** The sidebar's top-level items, or null outside a sidebar. */
export function useSidebarTopLevel(): readonly PropSidebarItem[] | null {
  return useContext(SidebarTopLevelContext);
}
