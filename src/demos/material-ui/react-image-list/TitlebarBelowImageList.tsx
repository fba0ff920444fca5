import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';

const photos = [
  { file: 'desert', title: 'Dune sea', place: 'Erg Chebbi' },
  { file: 'forest', title: 'Pine row', place: 'Black Forest' },
  { file: 'coast', title: 'Low tide', place: 'Algarve' },
];

export default function TitlebarBelowImageList() {
  return (
    <ImageList cols={3} gap={12} sx={{ maxWidth: 500 }}>
      {photos.map((photo) => (
        <ImageListItem key={photo.file}>
          <img
            src={`/img/demos/image-list/${photo.file}.svg`}
            alt={photo.title}
            width={400}
            height={300}
            loading="lazy"
          />
          <ImageListItemBar
            position="below"
            title={photo.title}
            subtitle={photo.place}
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
