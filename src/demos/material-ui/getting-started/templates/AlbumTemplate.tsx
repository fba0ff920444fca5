import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';

const photos = [
  { slug: 'coast', title: 'Coast', caption: 'Low tide on a windy morning.' },
  { slug: 'forest', title: 'Forest', caption: 'Pines after the first snow.' },
  { slug: 'desert', title: 'Desert', caption: 'Dunes at the end of the day.' },
  { slug: 'city', title: 'City', caption: 'Rooftops from the old tower.' },
  { slug: 'lake', title: 'Lake', caption: 'Still water, no wind at all.' },
  { slug: 'night', title: 'Night', caption: 'A clear sky far from any town.' },
];

export default function AlbumTemplate() {
  return (
    <Box
      role="region"
      aria-label="Album template"
      tabIndex={0}
      sx={{
        height: 480,
        overflow: 'auto',
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <AppBar position="sticky" elevation={0}>
        <Toolbar variant="dense">
          <PhotoCameraIcon sx={{ mr: 1 }} />
          <Typography variant="subtitle1" component="p" noWrap>
            Field notes
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ textAlign: 'center', px: 2, py: 3 }}>
        <Typography component="h3" variant="h4" gutterBottom>
          Six places, one summer
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary', maxWidth: 440, mx: 'auto' }}>
          A short collection of photographs from a long walk. Each card opens the full set.
        </Typography>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mt: 2 }}>
          <Button variant="contained">View all photos</Button>
          <Button variant="outlined">Follow the walk</Button>
        </Stack>
      </Box>
      <Grid container spacing={2} sx={{ px: 2, pb: 2 }}>
        {photos.map((photo) => (
          <Grid key={photo.slug} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardMedia
                component="img"
                height={120}
                image={`/img/demos/image-list/${photo.slug}.svg`}
                alt={photo.caption}
              />
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography component="h4" variant="h6">
                  {photo.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {photo.caption}
                </Typography>
              </CardContent>
              <CardActions>
                <Button size="small" aria-label={`View ${photo.title}`}>
                  View
                </Button>
                <Button size="small" aria-label={`Edit ${photo.title}`}>
                  Edit
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Box component="footer" sx={{ py: 2, textAlign: 'center', bgcolor: 'background.paper' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Photographs shared under a free licence.
        </Typography>
      </Box>
    </Box>
  );
}
