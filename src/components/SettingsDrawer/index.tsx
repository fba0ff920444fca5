/**
 * Navbar item: a light/dark toggle and the settings drawer (mode, direction, demo density).
 * MUI's Drawer is modal: it traps focus while open and returns it to the button on close.
 * Also keeps Docusaurus' own colour-mode state in step, so its components (Prism theme, themed
 * images) follow the one mode.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessRounded from '@mui/icons-material/SettingsBrightnessRounded';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import FormatTextdirectionLToRRounded from '@mui/icons-material/FormatTextdirectionLToRRounded';
import FormatTextdirectionRToLRounded from '@mui/icons-material/FormatTextdirectionRToLRounded';
import {DENSITY_OPTIONS, DIRECTION_OPTIONS, MODE_OPTIONS, SETTINGS_LABELS} from '../../constants/settings';
import {parseMode} from '../../utils/colorMode';
import {useColorModeControls, useThemeOptions, useThemeOptionsDispatch} from '../DocsThemeProvider';
import styles from './styles.module.css';

const MODE_ICONS = {light: LightModeOutlined, system: SettingsBrightnessRounded, dark: DarkModeOutlined} as const;
const DIRECTION_ICONS = {ltr: FormatTextdirectionLToRRounded, rtl: FormatTextdirectionRToLRounded} as const;

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

function Section({id, title, children}: {readonly id: string; readonly title: string; readonly children: ReactNode}): ReactNode {
  return (
    <Box component="section" aria-labelledby={id} sx={{px: 2, py: 1.5}}>
      <Typography id={id} component="h3" variant="overline" sx={{display: 'block', mb: 1, fontWeight: 'bold', color: 'text.secondary'}}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function SettingsPanel({onClose}: {readonly onClose: () => void}): ReactNode {
  const {mode, setMode} = useColorModeControls();
  const {direction, dense} = useThemeOptions();
  const dispatch = useThemeOptionsDispatch();
  return (
    <Box sx={{width: {xs: '100vw', sm: 360}}} role="document">
      <Box sx={{display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1}}>
        <Typography component="h2" variant="h6" sx={{fontWeight: 'bold'}}>
          {SETTINGS_LABELS.title}
        </Typography>
        <IconButton onClick={onClose} aria-label={SETTINGS_LABELS.close}>
          <CloseRounded />
        </IconButton>
      </Box>
      <Divider />
      <Section id="settings-mode" title={SETTINGS_LABELS.mode}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={mode ?? null}
          aria-labelledby="settings-mode"
          onChange={(_event, value: string | null) => {
            const next = parseMode(value);
            if (next) {
              setMode(next);
            }
          }}>
          {MODE_OPTIONS.map(({value, label}) => {
            const Icon = MODE_ICONS[value];
            return (
              <ToggleButton key={value} value={value} sx={{gap: 1}}>
                <Icon fontSize="small" />
                {label}
              </ToggleButton>
            );
          })}
        </ToggleButtonGroup>
      </Section>
      <Section id="settings-direction" title={SETTINGS_LABELS.direction}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={direction}
          aria-labelledby="settings-direction"
          onChange={(_event, value: string | null) => {
            const next = DIRECTION_OPTIONS.find((option) => option.value === value)?.value;
            if (next) {
              dispatch({type: 'CHANGE', payload: {direction: next}});
            }
          }}>
          {DIRECTION_OPTIONS.map(({value, label}) => {
            const Icon = DIRECTION_ICONS[value];
            return (
              <ToggleButton key={value} value={value} sx={{gap: 1}}>
                <Icon fontSize="small" />
                {label}
              </ToggleButton>
            );
          })}
        </ToggleButtonGroup>
      </Section>
      <Section id="settings-density" title={SETTINGS_LABELS.density}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={dense ? 'dense' : 'standard'}
          aria-labelledby="settings-density"
          onChange={(_event, value: string | null) => {
            if (value === 'dense') {
              dispatch({type: 'SET_DENSE', payload: true});
            } else if (value === 'standard') {
              dispatch({type: 'RESET_DENSITY'});
            }
          }}>
          {DENSITY_OPTIONS.map(({value, label}) => (
            <ToggleButton key={value} value={value}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Section>
    </Box>
  );
}

export default function SettingsNavbarItem({mobile}: {readonly mobile?: boolean}): ReactNode {
  const [open, setOpen] = useState(false);
  const {paletteMode, setMode} = useColorModeControls();
  useDocusaurusModeSync();
  if (mobile) {
    return null;
  }
  return (
    <div className={styles.root}>
      <IconButton
        color="inherit"
        aria-label={SETTINGS_LABELS.toggleMode}
        onClick={() => setMode(paletteMode === 'dark' ? 'light' : 'dark')}>
        {/* Both icons are rendered; CSS shows the one for the mode, so the server HTML is right. */}
        <LightModeOutlined className={styles.iconForDark} />
        <DarkModeOutlined className={styles.iconForLight} />
      </IconButton>
      <IconButton color="inherit" aria-label={SETTINGS_LABELS.open} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <SettingsOutlined />
      </IconButton>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)} slotProps={{paper: {'aria-label': SETTINGS_LABELS.title}}}>
        <SettingsPanel onClose={() => setOpen(false)} />
      </Drawer>
    </div>
  );
}
