/**
 * Navbar item: a light/dark toggle and the button that opens the settings drawer (mode,
 * direction, demo density). The drawer's code loads when the reader reaches for the button.
 * Also keeps Docusaurus' own colour-mode state in step, so its components (Prism theme, themed
 * images) follow the one mode.
 */
import React, {lazy, useEffect, useState, type ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import {useColorModeControls} from '../DocsThemeProvider';
import Glyph from '../Glyph';
import NavbarButton from '../NavbarButton';
import OnDemand from '../OnDemand';
import {useLoadOnDemand} from '../../hooks/useLoadOnDemand';
import {settingsButtonLabels} from './buttonLabels';
import styles from './styles.module.css';

const loadDrawer = () => import('./SettingsDrawer');
const SettingsDrawer = lazy(loadDrawer);

type ColorModeChoice = 'light' | 'dark' | null;
/**
 * theme-common 3.10's setter takes `{persist}` (src/contexts/colorMode.tsx) although its public
 * type omits it; without it Docusaurus would store a second copy of the choice.
 */
type SetDocusaurusColorMode = (choice: ColorModeChoice, options: {persist: boolean}) => void;

/** Docusaurus' colour context follows MUI's mode; it never stores a choice of its own. */
function useDocusaurusModeSync(): void {
  const {mode} = useColorModeControls();
  const setColorMode = useColorMode().setColorMode as SetDocusaurusColorMode;
  useEffect(() => {
    if (mode) {
      setColorMode(mode === 'system' ? null : mode, {persist: false});
    }
  }, [mode, setColorMode]);
}

export default function SettingsNavbarItem({mobile}: {readonly mobile?: boolean}): ReactNode {
  const [open, setOpen] = useState(false);
  const drawer = useLoadOnDemand(loadDrawer);
  const {paletteMode, setMode} = useColorModeControls();
  useDocusaurusModeSync();
  if (mobile) {
    return null;
  }
  const labels = settingsButtonLabels();
  return (
    <div className={styles.root}>
      <NavbarButton
        variant="icon"
        aria-label={labels.toggleMode}
        onClick={() => setMode(paletteMode === 'dark' ? 'light' : 'dark')}>
        {/* Both icons are rendered; CSS shows the one for the mode, so the server HTML is right. */}
        <Glyph name="lightMode" className={styles.iconForDark} />
        <Glyph name="darkMode" className={styles.iconForLight} />
      </NavbarButton>
      <NavbarButton
        variant="icon"
        aria-label={labels.open}
        aria-haspopup="dialog"
        onPointerEnter={drawer.preload}
        onFocus={drawer.preload}
        onClick={() => {
          drawer.request();
          setOpen(true);
        }}>
        <Glyph name="settings" />
      </NavbarButton>
      {drawer.wanted && (
        <OnDemand>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </OnDemand>
      )}
    </div>
  );
}
