import Box from '@mui/system/Box';
import { styled } from '@mui/material/styles';

// Light mode: a tinted card with a soft shadow. Dark mode: shadows barely show
// on dark surfaces, so the card gets a lighter fill and an outline instead.
const Callout = styled('div')(({ theme }) => [
  {
    padding: theme.spacing(2),
    borderRadius: Number(theme.shape.borderRadius) * 2,
    backgroundColor: (theme.vars || theme).palette.background.paper,
    boxShadow: theme.shadows[3],
    borderLeft: `4px solid ${(theme.vars || theme).palette.primary.main}`,
  },
  theme.applyStyles('dark', {
    boxShadow: 'none',
    backgroundColor: (theme.vars || theme).palette.action.hover,
    outline: `1px solid ${(theme.vars || theme).palette.divider}`,
  }),
]);

export default function CustomApplyStyles() {
  return (
    <Box sx={{ width: 1, maxWidth: 420, p: 1 }}>
      <Callout>
        <Box sx={{ fontWeight: 'fontWeightBold', mb: 0.5 }}>Backups are on</Box>
        <Box sx={{ color: 'text.secondary', fontSize: 14 }}>
          Switch the site between light and dark mode: this card changes its shadow for an
          outline.
        </Box>
      </Callout>
    </Box>
  );
}
