import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

// A "kbd" style built from the theme's scales, as a new typography level would be.
const Kbd = styled('kbd')(({ theme }) => ({
  ...theme.typography['body-xs'],
  fontFamily: theme.vars.fontFamily.code,
  fontWeight: theme.vars.fontWeight.lg,
  color: theme.vars.palette.text.primary,
  display: 'inline-block',
  minWidth: '1.75em',
  textAlign: 'center',
  padding: '0.125em 0.5em',
  borderRadius: theme.vars.radius.xs,
  border: `1px solid ${theme.vars.palette.neutral.outlinedBorder}`,
  borderBottomWidth: 3,
  backgroundColor: theme.vars.palette.background.level1,
}));

export default function NewLevelKbd() {
  return (
    <Stack spacing={1.5}>
      <Typography level="body-md">
        Open the command palette with <Kbd>Ctrl</Kbd> + <Kbd>K</Kbd>.
      </Typography>
      <Typography level="body-sm">
        Jump to the next result with <Kbd>↓</Kbd> and confirm with <Kbd>Enter</Kbd>.
      </Typography>
    </Stack>
  );
}
