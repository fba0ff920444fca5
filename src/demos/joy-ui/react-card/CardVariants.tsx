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
        <Card
          key={variant}
          variant={variant}
          color="primary"
          invertedColors={variant === 'solid'}
        >
          <CardContent>
            <Typography level="title-md">{variant}</Typography>
            {/* On a solid fill, Joy's secondary text colors stay under 4.5:1:
                the card's own text color is used there instead. */}
            <Typography
              level="body-sm"
              textColor={variant === 'solid' ? 'inherit' : undefined}
            >
              Card with variant=&quot;{variant}&quot;.
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
