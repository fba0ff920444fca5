import Box from '@mui/system/Box';

const variants = [
  'h4',
  'h6',
  'subtitle1',
  'body1',
  'body2',
  'caption',
  'overline',
] as const;

export default function TypographyVariants() {
  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {variants.map((variant) => (
        <Box key={variant} sx={{ typography: variant }}>
          typography: &apos;{variant}&apos;
        </Box>
      ))}
    </Box>
  );
}
