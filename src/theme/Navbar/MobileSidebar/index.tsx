/**
 * Wraps (safe) the phone menu so that it is rendered once the reader reaches for its button (see
 * ./intent.ts) or it is open, not with every page.
 */
import React, {type ReactNode} from 'react';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useMobileSidebarReached} from './intent';

export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const reached = useMobileSidebarReached();
  return shown || reached ? <NavbarMobileSidebar /> : null;
}
