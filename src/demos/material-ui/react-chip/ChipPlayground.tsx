import * as React from 'react';
import Box from '@mui/material/Box';
import Chip, { ChipProps } from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Avatar from '@mui/material/Avatar';
import LocalFloristIcon from '@mui/icons-material/LocalFlorist';

type Adornment = 'none' | 'icon' | 'avatar';

const chipColors = ['default', 'primary', 'secondary', 'success', 'error'] as const;
type ChipColor = (typeof chipColors)[number];

interface Choice<T extends string> {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}

function ChoiceGroup<T extends string>({ label, options, value, onChange }: Choice<T>) {
  return (
    <FormControl>
      <FormLabel>{label}</FormLabel>
      <RadioGroup
        row
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio size="small" />}
            label={option}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

export default function ChipPlayground() {
  const [variant, setVariant] = React.useState<'filled' | 'outlined'>('filled');
  const [color, setColor] = React.useState<ChipColor>('default');
  const [size, setSize] = React.useState<'small' | 'medium'>('medium');
  const [adornment, setAdornment] = React.useState<Adornment>('none');
  const [deletable, setDeletable] = React.useState(false);
  const [clicks, setClicks] = React.useState(0);

  let icon: ChipProps['icon'];
  let avatar: ChipProps['avatar'];
  if (adornment === 'icon') {
    icon = <LocalFloristIcon />;
  } else if (adornment === 'avatar') {
    avatar = <Avatar>G</Avatar>;
  }

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
      <Box
        sx={{
          flex: '1 1 220px',
          minHeight: 120,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Chip
          label="Gardening"
          variant={variant}
          color={color}
          size={size}
          icon={icon}
          avatar={avatar}
          onClick={() => setClicks((count) => count + 1)}
          onDelete={deletable ? () => setClicks(0) : undefined}
        />
        <Box sx={{ typography: 'caption', color: 'text.secondary' }}>
          {`Clicked ${clicks} times (delete resets)`}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: '1 1 300px' }}>
        <ChoiceGroup
          label="variant"
          options={['filled', 'outlined'] as const}
          value={variant}
          onChange={setVariant}
        />
        <ChoiceGroup
          label="color"
          options={chipColors}
          value={color}
          onChange={setColor}
        />
        <ChoiceGroup
          label="size"
          options={['small', 'medium'] as const}
          value={size}
          onChange={setSize}
        />
        <ChoiceGroup
          label="icon or avatar"
          options={['none', 'icon', 'avatar'] as const}
          value={adornment}
          onChange={setAdornment}
        />
        <FormControlLabel
          control={
            <Switch checked={deletable} onChange={(event) => setDeletable(event.target.checked)} />
          }
          label="onDelete"
        />
      </Box>
    </Box>
  );
}
