import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

const places = [
  { file: 'coast', title: 'Cliff walk', alt: 'A coastline with cliffs' },
  { file: 'forest', title: 'Old forest', alt: 'A forest of tall trees' },
  { file: 'desert', title: 'Dune camp', alt: 'Sand dunes under a clear sky' },
  { file: 'lake', title: 'Still lake', alt: 'A lake between hills' },
  { file: 'night', title: 'Dark-sky park', alt: 'A night sky over hills' },
];

export default function AspectRatioCarousel() {
  return (
    <Box
      component="ul"
      aria-label="Places to visit"
      tabIndex={0}
      sx={{
        display: 'flex',
        gap: 1.5,
        p: 0.5,
        m: 0,
        listStyle: 'none',
        overflowX: 'auto',
        scrollSnapType: 'x mandatory',
        '& > li': { scrollSnapAlign: 'start', flex: '0 0 auto' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'focusVisible' },
      }}
    >
      {places.map((place) => (
        <li key={place.file}>
          <Card orientation="horizontal" variant="outlined" size="sm" sx={{ width: 240, gap: 1.5, alignItems: 'center' }}>
            {/* A fixed ratio and width keep every card the same size while the images load. */}
            <AspectRatio ratio="1" sx={{ width: 64, borderRadius: 'sm' }}>
              <img src={`/img/demos/image-list/${place.file}.svg`} alt={place.alt} loading="lazy" />
            </AspectRatio>
            <div>
              <Typography level="title-sm">{place.title}</Typography>
              <Typography level="body-xs">2 h from the city</Typography>
            </div>
          </Card>
        </li>
      ))}
    </Box>
  );
}
