import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function InvertedSkipChild() {
  return (
    <Card variant="solid" color="warning" invertedColors sx={{ maxWidth: 420 }}>
      <Typography level="title-md">Storage almost full</Typography>
      <Stack direction="row" spacing={1}>
        <Chip variant="outlined">92% used</Chip>
        <Button size="sm" variant="outlined">
          Manage
        </Button>
      </Stack>
      {/* This panel and everything in it keep the theme's normal colors. */}
      <Sheet data-skip-inverted-colors variant="outlined" sx={{ p: 1.5, borderRadius: 'sm', display: 'flex', gap: 1, alignItems: 'center' }}>
        <Typography level="body-sm" sx={{ flex: 1 }}>
          Upgrade to 200 GB
        </Typography>
        <Button size="sm" color="primary">
          Upgrade
        </Button>
      </Sheet>
    </Card>
  );
}
