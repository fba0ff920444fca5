import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function CardVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {variants.map((variant) => (
        <Card key={variant} variant={variant} color="primary" invertedColors={variant === 'solid'}>
          <CardContent>
            <Typography level="title-md">{variant}</Typography>
            <Typography level="body-sm">Card with variant=&quot;{variant}&quot;.</Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
