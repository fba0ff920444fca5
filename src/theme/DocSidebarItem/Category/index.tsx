/**
 * Wraps theme-classic's sidebar category. A category that cannot collapse and has no page of its
 * own is a subheader (a section heading such as "Inputs"): theme-classic renders its label as an
 * `<a>` without `href` that still takes focus, which is neither a link nor a heading (search
 * engines flag it as an uncrawlable link, and keyboard users land on a stop that does nothing).
 * Such a category is rendered here as a plain label above its list; every other category is
 * theme-classic's own. A group without a page of its own opens and closes through its label,
 * whose server HTML is a link to the group's first page; the label is marked as a scripted control,
 * so a press on it before the page has hydrated toggles the group once it has, in place
 * (src/utils/earlyPresses.ts), as it does afterwards. theme-classic passes extra props to it.
 * A subheader's list carries its number of items, from which the stylesheet estimates its height
 * while the browser skips rendering it (it is out of the sidebar's view: src/css/custom.css).
 *
 * The wrapper is memoised on what the address means to it: a category that holds neither the
 * page left nor the page shown renders the same, and with it its whole list is left alone on a
 * navigation (see ../Link for the links). One that holds the page shown renders on every
 * change of address, as its list and theme-classic's auto-expanding need.
 */
import React, {memo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import Category from '@theme-original/DocSidebarItem/Category';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebarItem/Category';
import {SCRIPTED_CONTROL_ATTRIBUTE} from '../../../constants/dom';
import {SIDEBAR_GROUP_SIZE_PROPERTY} from '../../../constants/navigation';
import {rendersAsBefore} from '../../../utils/sameRender';

function DocSidebarItemCategory(props: Props): ReactNode {
  const {item, onItemClick, activePath, level} = props;
  if (item.collapsible && item.href === undefined) {
    return <Category {...props} {...{[SCRIPTED_CONTROL_ATTRIBUTE]: ''}} />;
  }
  if (item.collapsible || item.href !== undefined) {
    return <Category {...props} />;
  }
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemCategory,
        ThemeClassNames.docs.docSidebarItemCategoryLevel(level),
        'menu__list-item',
        item.className,
      )}>
      <div className="menu__list-item-collapsible">
        <span className="menu__link">{item.label}</span>
      </div>
      <ul className="menu__list" style={{[SIDEBAR_GROUP_SIZE_PROPERTY]: item.items.length} as CSSProperties}>
        <DocSidebarItems items={item.items} onItemClick={onItemClick} activePath={activePath} level={level + 1} />
      </ul>
    </li>
  );
}

/** The address as the category sees it: the page shown when it holds that page, else nothing. */
const pathHeld = ({item, activePath}: Props): string | undefined => (isActiveSidebarItem(item, activePath) ? activePath : undefined);

export default memo(DocSidebarItemCategory, (before, after) => rendersAsBefore(before, after, 'activePath', pathHeld));
