/**
 * Ejected (safe) from theme-classic: the phone menu's button, which also tells the menu to render
 * when the reader presses, hovers or focuses it (../intent.ts), ahead of the click that opens it.
 * The markup, label and behaviour are theme-classic's, and the button is marked as a scripted
 * control, so a press before the page has hydrated opens the menu once it has
 * (src/utils/earlyPresses.ts). Re-diff against theme-classic on upgrade.
 */
import React, {type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import IconMenu from '@theme/Icon/Menu';
import {reachForMobileSidebar} from '../intent';
import {SCRIPTED_CONTROL_ATTRIBUTE} from '../../../../constants/dom';

export default function MobileSidebarToggle(): ReactNode {
  const {toggle, shown} = useNavbarMobileSidebar();
  return (
    <button
      onClick={() => {
        // A click with no press before it (assistive technology) renders the menu as it opens.
        reachForMobileSidebar();
        toggle();
      }}
      onPointerDown={reachForMobileSidebar}
      onPointerEnter={reachForMobileSidebar}
      onFocus={reachForMobileSidebar}
      aria-label={translate({
        id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
        message: 'Toggle navigation bar',
        description: 'The ARIA label for hamburger menu button of mobile navigation',
      })}
      aria-expanded={shown}
      className="navbar__toggle clean-btn"
      type="button"
      {...{[SCRIPTED_CONTROL_ATTRIBUTE]: ''}}>
      <IconMenu />
    </button>
  );
}
