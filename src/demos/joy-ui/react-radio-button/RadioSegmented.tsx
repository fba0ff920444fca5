import * as React from 'react';
import Radio, { radioClasses } from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

const options = ['List', 'Board', 'Calendar'];

export default function RadioSegmented() {
  const [view, setView] = React.useState('Board');

  return (
    <RadioGroup
      orientation="horizontal"
      aria-label="Project view"
      name="project-view"
      variant="outlined"
      value={view}
      onChange={(event) => setView(event.target.value)}
      sx={{
        display: 'inline-flex',
        borderRadius: 'md',
        p: 0.5,
        gap: 0.5,
        '--RadioGroup-gap': '4px',
      }}
    >
      {options.map((item) => (
        <Radio
          key={item}
          value={item}
          label={item}
          disableIcon
          variant="plain"
          slotProps={{
            action: ({ checked }) => ({
              sx: {
                borderRadius: 'sm',
                ...(checked && {
                  bgcolor: 'primary.solidBg',
                  '&:hover': { bgcolor: 'primary.solidHoverBg' },
                }),
              },
            }),
            label: ({ checked }) => ({
              sx: checked ? { color: 'primary.solidColor' } : {},
            }),
          }}
          sx={{
            px: 2,
            py: 0.75,
            alignItems: 'center',
            [`& .${radioClasses.label}`]: { fontWeight: 'md' },
          }}
        />
      ))}
    </RadioGroup>
  );
}
