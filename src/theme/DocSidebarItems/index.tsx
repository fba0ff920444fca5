/**
 * Wraps theme-classic's sidebar item list: the outermost list of a sidebar (desktop or phone
 * menu) tells the items below it what the sidebar's top level holds (see SidebarTopLevel).
 * Nested lists render as they are.
 */
import React, {type ReactNode} from 'react';
import DocSidebarItems from '@theme-original/DocSidebarItems';
import type {Props} from '@theme/DocSidebarItems';
import {SidebarTopLevelContext, useSidebarTopLevel} from '../../components/SidebarTopLevel';

export default function DocSidebarItemsWithTopLevel(props: Props): ReactNode {
  const topLevel = useSidebarTopLevel();
  if (topLevel !== null) {
    return <DocSidebarItems {...props} />;
  }
  return (
    <SidebarTopLevelContext.Provider value={props.items}>
      <DocSidebarItems {...props} />
    </SidebarTopLevelContext.Provider>
  );
}
