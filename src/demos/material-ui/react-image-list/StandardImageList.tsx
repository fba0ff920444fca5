import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

const photos = [
  { file: 'mountains', alt: 'Snowy mountain peaks under a blue sky' },
  { file: 'desert', alt: 'Sand dunes under a pale sun' },
  { file: 'forest', alt: 'A row of pine trees' },
  { file: 'coast', alt: 'Waves rolling onto a beach' },
  { file: 'night', alt: 'A crescent moon and stars' },
  { file: 'city', alt: 'A city skyline' },
];

export default function StandardImageList() {
  return (
    <ImageList cols={3} rowHeight={140} gap={8} sx={{ maxWidth: 500 }}>
      {photos.map((photo) => (
        <ImageListItem key={photo.file}>
          <img
            src={`/img/demos/image-list/${photo.file}.svg`}
            alt={photo.alt}
            width={400}
            height={300}
            loading="lazy"
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
