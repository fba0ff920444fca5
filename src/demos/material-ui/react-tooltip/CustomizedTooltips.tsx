import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip, { tooltipClasses, type TooltipProps } from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// A tooltip in the paper colour, with a border and a shadow, like a small card.
const PaperTooltip = styled(({ className, ...props }: TooltipProps) => (
  <Tooltip {...props} classes={{ popper: className }} />
))(({ theme }) => {
  // theme.vars holds the CSS variables of the current colour scheme, when the theme has them.
  const palette = (theme.vars ?? theme).palette;
  return {
    [`& .${tooltipClasses.tooltip}`]: {
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      border: `1px solid ${palette.divider}`,
      boxShadow: (theme.vars ?? theme).shadows[3],
      fontSize: theme.typography.pxToRem(13),
      padding: theme.spacing(1, 1.5),
    },
    [`& .${tooltipClasses.arrow}`]: {
      color: palette.background.paper,
      '&::before': { border: `1px solid ${palette.divider}` },
    },
  };
});

export default function CustomizedTooltips() {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
      <PaperTooltip
        title="Applies to every invoice from next month"
        arrow
        describeChild
      >
        <Button variant="outlined">Paper tooltip</Button>
      </PaperTooltip>
      <Tooltip
        describeChild
        title={
          <React.Fragment>
            <Typography color="inherit" variant="subtitle2" component="div">
              Keyboard shortcut
            </Typography>
            Press Ctrl + K to open the command palette.
          </React.Fragment>
        }
        slotProps={{
          tooltip: {
            sx: { bgcolor: 'primary.main', color: 'primary.contrastText', p: 1.5 },
          },
          arrow: { sx: { color: 'primary.main' } },
        }}
        arrow
      >
        <Button variant="outlined">Primary with slotProps</Button>
      </Tooltip>
    </Stack>
  );
}
