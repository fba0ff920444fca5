import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const spacings: (number | string)[] = [0, 1, 3, '2rem'];

export default function StackSpacingValues() {
  return (
    <Stack spacing={2}>
      {spacings.map((spacing) => (
        <div key={String(spacing)}>
          <Typography level="body-xs" sx={{ mb: 0.5 }}>
            spacing={typeof spacing === 'string' ? `"${spacing}"` : `{${spacing}}`}
          </Typography>
          <Stack direction="row" spacing={spacing}>
            {['A', 'B', 'C'].map((label) => (
              <Sheet
                key={label}
                variant="soft"
                color="primary"
                sx={{ px: 2, py: 1, borderRadius: 'sm' }}
              >
                {label}
              </Sheet>
            ))}
          </Stack>
        </div>
      ))}
    </Stack>
  );
}
