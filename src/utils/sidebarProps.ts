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
