import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function AspectRatioVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        width: '100%',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 2,
      }}
    >
      {variants.map((variant) => (
        <AspectRatio key={variant} variant={variant} color="primary" ratio="4/3">
          <Typography level="title-sm" component="div" textColor="inherit">
            {variant}
          </Typography>
        </AspectRatio>
      ))}
    </Box>
  );
}
