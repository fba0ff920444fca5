/**
 * Wraps theme-classic's sidebar item list. The top-level list (level 1: the desktop sidebar and
 * the phone menu alike) closes the product's first group on pages that another group holds
 * (`startsClosed`): the config opens that group for newcomers on the product's home, and a
 * static config cannot depend on the page. Nested lists render as they are.
 */
import React, {useMemo, type ReactNode} from 'react';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import DocSidebarItems from '@theme-original/DocSidebarItems';
import type {Props} from '@theme/DocSidebarItems';
import {startsClosed} from '../../utils/sidebarProps';

export default function DocSidebarItemsWrapper(props: Props): ReactNode {
  const {items, activePath, level} = props;
  const shown = useMemo(() => {
    if (level !== 1) {
      return items;
    }
    const holdsPage = (group: (typeof items)[number]) => isActiveSidebarItem(group, activePath);
    // The same array when nothing changes, so that the memoised list below does not re-render.
    let changed = false;
    const next = items.map((item) => {
      const closed = item.type === 'category' && startsClosed(item, items, holdsPage);
      if (item.type !== 'category' || closed === item.collapsed) {
        return item;
      }
      changed = true;
      return {...item, collapsed: closed};
    });
    return changed ? next : items;
  }, [items, activePath, level]);
  return <DocSidebarItems {...props} items={shown} />;
}
