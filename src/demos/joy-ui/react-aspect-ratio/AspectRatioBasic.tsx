import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const ratios = ['16/9', '4/3', '1', '3/4'];

export default function AspectRatioBasic() {
  return (
    <Box
      sx={{
        display: 'grid',
        width: '100%',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 2,
      }}
    >
      {ratios.map((ratio) => (
        <AspectRatio key={ratio} ratio={ratio} variant="outlined">
          <Typography level="title-md" component="div">
            {ratio}
          </Typography>
        </AspectRatio>
      ))}
    </Box>
  );
}
