import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const schemes = ['light', 'dark'] as const;

// `data-joy-color-scheme` is the attribute Joy UI selects its color schemes with by default.
// This site configures Joy UI with `data-mui-color-scheme` instead, so both are set here.
function schemeAttributes(scheme: (typeof schemes)[number]) {
  return { 'data-joy-color-scheme': scheme, 'data-mui-color-scheme': scheme };
}

export default function ScopedColorSchemes() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {schemes.map((scheme) => (
        <Sheet
          key={scheme}
          {...schemeAttributes(scheme)}
          variant="outlined"
          data-testid={`scope-${scheme}`}
          sx={{ flex: 1, p: 2, borderRadius: 'md', bgcolor: 'background.body', color: 'text.primary' }}
        >
          <Stack spacing={1.5}>
            <Typography level="title-md">Always {scheme}</Typography>
            <Typography level="body-sm">This panel ignores the page’s mode.</Typography>
            <Stack direction="row" spacing={1}>
              <Button size="sm">Save</Button>
              <Chip size="sm" color="success" variant="soft">
                Synced
              </Chip>
            </Stack>
          </Stack>
        </Sheet>
      ))}
    </Stack>
  );
}
