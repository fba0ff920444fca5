import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const examples = [
  { radius: 'xs', shadow: 'xs' },
  { radius: 'sm', shadow: 'sm' },
  { radius: 'md', shadow: 'md' },
  { radius: 'lg', shadow: 'lg' },
  { radius: 'xl', shadow: 'xl' },
];

export default function SheetRadiusShadow() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', p: 1 }}>
      {examples.map(({ radius, shadow }) => (
        <Sheet
          key={radius}
          variant="outlined"
          sx={{
            width: 96,
            height: 72,
            borderRadius: radius,
            boxShadow: shadow,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Typography level="body-sm">{radius}</Typography>
        </Sheet>
      ))}
    </Box>
  );
}
