import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

const photos = [
  { file: 'sunset', alt: 'The sun setting behind hills' },
  { file: 'coast', alt: 'Waves rolling onto a beach' },
  { file: 'lake', alt: 'A calm lake between hills' },
  { file: 'forest', alt: 'A row of pine trees' },
  { file: 'field', alt: 'A field of wheat' },
  { file: 'night', alt: 'A crescent moon and stars' },
];

export default function WovenImageList() {
  return (
    <ImageList variant="woven" cols={3} gap={8} sx={{ maxWidth: 500 }}>
      {photos.map((photo) => (
        <ImageListItem key={photo.file}>
          <img
            src={`/img/demos/image-list/${photo.file}.svg`}
            alt={photo.alt}
            loading="lazy"
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
