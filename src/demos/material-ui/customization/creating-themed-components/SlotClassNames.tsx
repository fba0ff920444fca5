import * as React from 'react';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';
import { styled } from '@mui/material/styles';

// Stable class names for every slot: MuiPill-root, MuiPill-dot, MuiPill-label.
export const pillClasses = generateUtilityClasses('MuiPill', [
  'root',
  'dot',
  'label',
]);

const PillRoot = styled('span', { name: 'MuiPill', slot: 'root' })(
  ({ theme }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.75),
    padding: theme.spacing(0.25, 1.25),
    borderRadius: 999,
    border: `1px solid ${(theme.vars || theme).palette.divider}`,
    ...theme.typography.body2,
  }),
);

const PillDot = styled('span', { name: 'MuiPill', slot: 'dot' })(
  ({ theme }) => ({
    width: 8,
    height: 8,
    borderRadius: '50%',
    backgroundColor: (theme.vars || theme).palette.success.main,
  }),
);

function Pill({ children }: { children: React.ReactNode }) {
  return (
    <PillRoot className={pillClasses.root}>
      <PillDot className={pillClasses.dot} />
      <span className={pillClasses.label}>{children}</span>
    </PillRoot>
  );
}

export default function SlotClassNames() {
  const [compact, setCompact] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        control={
          <Switch
            checked={compact}
            onChange={(event) => setCompact(event.target.checked)}
          />
        }
        label="Compact pills (styled from the parent by class name)"
      />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={[
          { flexWrap: 'wrap' },
          compact && {
            [`& .${pillClasses.label}`]: { fontSize: '0.75rem' },
            [`& .${pillClasses.root}`]: { paddingBlock: 0, paddingInline: 0.75 },
          },
        ]}
      >
        <Pill>Online</Pill>
        <Pill>Syncing</Pill>
        <Pill>Backed up</Pill>
      </Stack>
    </Stack>
  );
}
