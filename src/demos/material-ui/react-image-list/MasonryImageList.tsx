import * as React from 'react';
import Box from '@mui/material/Box';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

const photos = [
  { file: 'lake', alt: 'A mountain lake', width: 300, height: 400 },
  { file: 'mountains', alt: 'Snowy mountain peaks', width: 400, height: 300 },
  { file: 'sunset', alt: 'A large sun setting', width: 300, height: 400 },
  { file: 'coast', alt: 'Waves on a beach', width: 400, height: 300 },
  { file: 'field', alt: 'Green rolling hills', width: 300, height: 400 },
  { file: 'forest', alt: 'A row of pine trees', width: 400, height: 300 },
  { file: 'desert', alt: 'Sand dunes', width: 400, height: 300 },
  { file: 'night', alt: 'A crescent moon and stars', width: 400, height: 300 },
];

export default function MasonryImageList() {
  return (
    // A scrolling box is focusable and named, so keyboard users can scroll it.
    <Box
      role="region"
      aria-label="Photos"
      tabIndex={0}
      sx={{ maxWidth: 500, height: 420, overflowY: 'auto' }}
    >
      <ImageList variant="masonry" cols={3} gap={8}>
        {photos.map((photo) => (
          <ImageListItem key={photo.file}>
            <img
              src={`/img/demos/image-list/${photo.file}.svg`}
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
              loading="lazy"
            />
          </ImageListItem>
        ))}
      </ImageList>
    </Box>
  );
}
