/**
 * Reads the `customProps` Docusaurus hands to a sidebar item back into typed props. The values
 * were written by `pagesToSidebarItems`, but they cross a JSON boundary, so they are checked.
 */
import {PAGE_FLAGS, type LinkProps, type PageFlag, type Plan, type SidebarItemProps} from '../data/pages/types';
import {NAV_ICON_KEYS, type NavIconKey} from '../constants/navigation';
import {MUI_X_PLANS} from '../constants/muiX';

function isPageFlag(value: unknown): value is PageFlag {
  return (PAGE_FLAGS as readonly unknown[]).includes(value);
}

function isNavIconKey(value: unknown): value is NavIconKey {
  return (NAV_ICON_KEYS as readonly unknown[]).includes(value);
}

function isPlan(value: unknown): value is Plan {
  return (MUI_X_PLANS as readonly unknown[]).includes(value);
}

function readLinkProps(value: unknown): LinkProps | undefined {
  if (typeof value !== 'object' || value === null) {
    return undefined;
  }
  const entries = Object.entries(value).filter(
    (entry): entry is [`data-${string}`, string] =>
      entry[0].startsWith('data-') && typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export function readSidebarItemProps(customProps: unknown): SidebarItemProps {
  if (typeof customProps !== 'object' || customProps === null) {
    return {};
  }
  const record = customProps as Record<string, unknown>;
  const flags = Array.isArray(record.flags) ? record.flags.filter(isPageFlag) : [];
  return {
    ...(flags.length > 0 && {flags}),
    ...(isPlan(record.plan) && {plan: record.plan}),
    ...(isNavIconKey(record.icon) && {icon: record.icon}),
    ...(readLinkProps(record.linkProps) && {linkProps: readLinkProps(record.linkProps)}),
    ...(record.openOutsideGroups === true && {openOutsideGroups: true}),
  };
}

/** The part of a Docusaurus sidebar item that `planOfPage` reads. */
export interface SidebarItemLike {
  readonly type: string;
  readonly href?: string;
  readonly customProps?: unknown;
  readonly items?: readonly SidebarItemLike[];
}

/**
 * The plan of the page at `permalink`, from its sidebar link's props (the navigation is the one
 * place a page's plan is written), or undefined for a free page or one the sidebar does not list.
 */
export function planOfPage(items: readonly SidebarItemLike[], permalink: string): Plan | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.href === permalink) {
      return readSidebarItemProps(item.customProps).plan;
    }
    const nested = item.items ? planOfPage(item.items, permalink) : undefined;
    if (nested) {
      return nested;
    }
  }
  return undefined;
}

/**
 * Whether a group shows closed, at first, on the page being read. Groups start as the sidebar's
 * config says (closed, but for the product's first group), and Docusaurus opens the one holding
 * the page. The first group stays open only where no other top-level group holds the page (the
 * product's home, say), so that a newcomer sees where to begin; on a page in another group it
 * would push the reader's own group down and render, hydrate and keep in the HTML links the
 * reader is not among (the 24 of MUI X's Data Grid on every Charts page). `holdsPage` says
 * whether a group holds the page being read (Docusaurus' `isActiveSidebarItem`).
 */
export function startsClosed<Item extends SidebarItemLike>(
  item: Item & {readonly collapsed: boolean; readonly collapsible: boolean},
  sidebar: readonly Item[],
  holdsPage: (group: Item) => boolean,
): boolean {
  if (item.collapsed || !item.collapsible || readSidebarItemProps(item.customProps).openOutsideGroups !== true) {
    return item.collapsed;
  }
  return !holdsPage(item) && sidebar.some((other) => other !== item && other.type === 'category' && holdsPage(other));
}
