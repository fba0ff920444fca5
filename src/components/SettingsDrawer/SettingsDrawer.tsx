/**
 * The settings drawer: colour mode, direction and demo density. Loaded on demand by the navbar's
 * settings button. MUI's Drawer is modal: it traps focus while open and returns it to the button
 * on close.
 */
import React, {type ReactNode} from 'react';
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
import FormatTextdirectionLToRRounded from '@mui/icons-material/FormatTextdirectionLToRRounded';
import FormatTextdirectionRToLRounded from '@mui/icons-material/FormatTextdirectionRToLRounded';
import type {SvgIconComponent} from '@mui/icons-material';
import {DENSITY_CHOICES, DIRECTION_CHOICES, MODE_CHOICES} from '../../constants/settings';
import {useColorModeControls, useThemeOptions, useThemeOptionsDispatch} from '../DocsThemeProvider';
import {densityLabel, directionLabel, modeLabel, settingsLabels} from './labels';
import MuiScope from '../MuiScope';

const MODE_ICONS = {light: LightModeOutlined, system: SettingsBrightnessRounded, dark: DarkModeOutlined} as const;
const DIRECTION_ICONS = {ltr: FormatTextdirectionLToRRounded, rtl: FormatTextdirectionRToLRounded} as const;

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
  const labels = settingsLabels();
  return (
    <Box sx={{width: {xs: '100vw', sm: 360}}} role="document">
      <Box sx={{display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1}}>
        <Typography component="h2" variant="h6" sx={{fontWeight: 'bold'}}>
          {labels.title}
        </Typography>
        <IconButton onClick={onClose} aria-label={labels.close}>
          <CloseRounded />
        </IconButton>
      </Box>
      <Divider />
      <Section id="settings-mode" title={labels.mode}>
        <OptionGroup
          labelledBy="settings-mode"
          value={mode ?? null}
          options={MODE_CHOICES.map((value) => ({value, label: modeLabel(value)}))}
          icons={MODE_ICONS}
          onChange={setMode}
        />
      </Section>
      <Section id="settings-direction" title={labels.direction}>
        <OptionGroup
          labelledBy="settings-direction"
          value={direction}
          options={DIRECTION_CHOICES.map((value) => ({value, label: directionLabel(value)}))}
          icons={DIRECTION_ICONS}
          onChange={(next) => dispatch({type: 'CHANGE', payload: {direction: next}})}
        />
      </Section>
      <Section id="settings-density" title={labels.density}>
        <OptionGroup
          labelledBy="settings-density"
          value={dense ? 'dense' : 'standard'}
          options={DENSITY_CHOICES.map((value) => ({value, label: densityLabel(value)}))}
          onChange={(next) => dispatch(next === 'dense' ? {type: 'SET_DENSE', payload: true} : {type: 'RESET_DENSITY'})}
        />
      </Section>
    </Box>
  );
}

export default function SettingsDrawer({open, onClose}: {readonly open: boolean; readonly onClose: () => void}): ReactNode {
  return (
    <MuiScope>
      <Drawer anchor="right" open={open} onClose={onClose} slotProps={{paper: {'aria-label': settingsLabels().title}}}>
        <SettingsPanel onClose={onClose} />
      </Drawer>
    </MuiScope>
  );
}
