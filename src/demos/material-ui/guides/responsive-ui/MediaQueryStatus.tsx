import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export default function MediaQueryStatus() {
  const theme = useTheme();
  // Both are false on the server and during hydration, then update in the browser.
  const isMdUp = useMediaQuery(theme.breakpoints.up('md'));
  const isLgUp = useMediaQuery(theme.breakpoints.up('lg'));
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const hasHover = useMediaQuery('(hover: hover)');

  const queries = [
    { label: `up('md'), ${theme.breakpoints.values.md}px`, matches: isMdUp },
    { label: `up('lg'), ${theme.breakpoints.values.lg}px`, matches: isLgUp },
    { label: 'prefers-reduced-motion', matches: prefersReducedMotion },
    { label: 'hover: hover', matches: hasHover },
  ];

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Typography variant="body2">
        {isMdUp
          ? 'Wide layout: navigation shows as a permanent side panel.'
          : 'Narrow layout: navigation collapses into a menu button.'}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {queries.map((query) => (
          <Chip
            key={query.label}
            label={`${query.label}: ${query.matches ? 'yes' : 'no'}`}
            color={query.matches ? 'success' : 'default'}
            variant={query.matches ? 'filled' : 'outlined'}
          />
        ))}
      </Stack>
    </Stack>
  );
}
