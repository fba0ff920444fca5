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
import type {SvgIconComponent} from '@mui/icons-material';
import {DENSITY_OPTIONS, DIRECTION_OPTIONS, MODE_OPTIONS, SETTINGS_LABELS} from '../../constants/settings';
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

/** One exclusive choice: a toggle button per option, with an icon when one is given. */
function OptionGroup<T extends string>({
  labelledBy,
  value,
  options,
  icons,
  onChange,
}: {
  readonly labelledBy: string;
  readonly value: T | null;
  readonly options: readonly {readonly value: T; readonly label: string}[];
  readonly icons?: Readonly<Record<T, SvgIconComponent>>;
  readonly onChange: (value: T) => void;
}): ReactNode {
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      value={value}
      aria-labelledby={labelledBy}
      onChange={(_event, next: unknown) => {
        // Clicking the pressed button reports null: the choice stays.
        const option = options.find((candidate) => candidate.value === next);
        if (option) {
          onChange(option.value);
        }
      }}>
      {options.map((option) => {
        const Icon: SvgIconComponent | undefined = icons?.[option.value];
        return (
          <ToggleButton key={option.value} value={option.value} sx={{gap: 1}}>
            {Icon && <Icon fontSize="small" />}
            {option.label}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
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
        <OptionGroup labelledBy="settings-mode" value={mode ?? null} options={MODE_OPTIONS} icons={MODE_ICONS} onChange={setMode} />
      </Section>
      <Section id="settings-direction" title={SETTINGS_LABELS.direction}>
        <OptionGroup
          labelledBy="settings-direction"
          value={direction}
          options={DIRECTION_OPTIONS}
          icons={DIRECTION_ICONS}
          onChange={(next) => dispatch({type: 'CHANGE', payload: {direction: next}})}
        />
      </Section>
      <Section id="settings-density" title={SETTINGS_LABELS.density}>
        <OptionGroup
          labelledBy="settings-density"
          value={dense ? 'dense' : 'standard'}
          options={DENSITY_OPTIONS}
          onChange={(next) => dispatch(next === 'dense' ? {type: 'SET_DENSE', payload: true} : {type: 'RESET_DENSITY'})}
        />
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
