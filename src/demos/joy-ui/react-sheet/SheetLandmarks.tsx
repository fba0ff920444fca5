import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function SheetLandmarks() {
  return (
    <Box sx={{ borderRadius: 'md', overflow: 'hidden', border: '1px solid', borderColor: 'divider' }}>
      <Sheet
        component="header"
        variant="solid"
        color="primary"
        invertedColors
        sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1.5 }}
      >
        <Typography level="title-md">Acme analytics</Typography>
        <Box sx={{ flex: 1 }} />
        <Button size="sm" variant="solid">
          Sign in
        </Button>
      </Sheet>
      <Box sx={{ display: 'flex', minHeight: 140 }}>
        <Sheet
          component="nav"
          aria-label="Sections"
          variant="soft"
          sx={{ width: 140, p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {['Dashboard', 'Reports', 'Settings'].map((label) => (
            <Link
              key={label}
              href="#"
              onClick={(event) => event.preventDefault()}
              level="body-sm"
            >
              {label}
            </Link>
          ))}
        </Sheet>
        <Sheet component="section" aria-label="Dashboard" sx={{ flex: 1, p: 2 }}>
          <Typography level="title-sm">Dashboard</Typography>
          <Typography level="body-sm">1,204 visits this week.</Typography>
        </Sheet>
      </Box>
    </Box>
  );
}
