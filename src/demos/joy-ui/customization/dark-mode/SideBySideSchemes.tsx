import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import { useTheme } from '@mui/joy/styles';

function Panel({ scheme }: { scheme: 'light' | 'dark' }) {
  const theme = useTheme();
  const attribute = /\[([\w-]+)=/.exec(theme.getColorSchemeSelector(scheme))?.[1] ?? 'data-joy-color-scheme';
  return (
    <Box {...{ [attribute]: scheme }} sx={{ flex: 1, minWidth: 240, p: 2, borderRadius: 'md', bgcolor: 'background.body' }}>
      <Card variant="outlined">
        <Typography level="title-sm">Storage ({scheme})</Typography>
        <LinearProgress determinate value={72} aria-label="Storage used" />
        <Typography level="body-xs">72 GB of 100 GB used</Typography>
        <Button size="sm" variant="soft">
          Manage
        </Button>
      </Card>
    </Box>
  );
}

// The same card in both schemes at once, whatever mode the page is in.
export default function SideBySideSchemes() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Panel scheme="light" />
      <Panel scheme="dark" />
    </Box>
  );
}
