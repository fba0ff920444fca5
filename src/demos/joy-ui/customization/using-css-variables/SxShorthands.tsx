import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

const rows = [
  ['color', "'primary.plainColor'", 'var(--joy-palette-primary-plainColor)'],
  ['bgcolor', "'background.level1'", 'var(--joy-palette-background-level1)'],
  ['borderColor', "'primary.300'", 'var(--joy-palette-primary-300)'],
  ['borderRadius', "'lg'", 'var(--joy-radius-lg)'],
  ['boxShadow', "'sm'", 'var(--joy-shadow-sm)'],
  ['fontSize', "'sm'", 'var(--joy-fontSize-sm)'],
  ['fontWeight', "'lg'", 'var(--joy-fontWeight-lg)'],
] as const;

// The chip below is styled with the shorthands in the table.
export default function SxShorthands() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
      <Chip
        variant="outlined"
        sx={{
          color: 'primary.plainColor',
          bgcolor: 'background.level1',
          borderColor: 'primary.300',
          borderRadius: 'lg',
          boxShadow: 'sm',
          fontSize: 'sm',
          fontWeight: 'lg',
          px: 1.5,
          py: 0.5,
        }}
      >
        Styled with shorthands
      </Chip>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.5 }}>
        {rows.map(([key, input, output]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" level="body-xs" sx={{ fontFamily: 'code' }}>
              {key}: {input}
            </Typography>
            <Typography component="dd" level="body-xs" sx={{ m: 0, fontFamily: 'code', color: 'text.secondary' }}>
              → {output}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
