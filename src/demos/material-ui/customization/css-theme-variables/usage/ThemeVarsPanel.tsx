import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {} from '@mui/material/themeCssVarsAugmentation';
import { styled } from '@mui/material/styles';
import CloudDoneIcon from '@mui/icons-material/CloudDone';

// Every color is a var(...) reference: the panel follows the color scheme
// without a re-render. The fallback `|| theme` keeps it working in themes
// without CSS variables.
const Panel = styled('section')(({ theme }) => {
  const tokens = theme.vars || theme;
  return {
    padding: theme.spacing(2),
    borderRadius: tokens.shape.borderRadius,
    border: `1px solid ${tokens.palette.divider}`,
    backgroundColor: tokens.palette.background.paper,
    color: tokens.palette.text.primary,
    boxShadow: tokens.shadows[1],
  };
});

// Channels turn a variable into a transparent color.
const Highlight = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(1, 1.5),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.vars
    ? `rgba(${theme.vars.palette.success.mainChannel} / 0.12)`
    : theme.alpha(theme.palette.success.main, 0.12),
  color: (theme.vars || theme).palette.success.dark,
  ...theme.applyStyles('dark', {
    color: (theme.vars || theme).palette.success.light,
  }),
}));

export default function ThemeVarsPanel() {
  return (
    <Panel>
      <Stack spacing={1.5}>
        <Typography variant="subtitle1">Backups</Typography>
        <Highlight>
          <CloudDoneIcon fontSize="small" />
          <Typography variant="body2">
            Last backup finished 2 hours ago
          </Typography>
        </Highlight>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Switch the page between light and dark mode: only the variables
          change.
        </Typography>
      </Stack>
    </Panel>
  );
}
