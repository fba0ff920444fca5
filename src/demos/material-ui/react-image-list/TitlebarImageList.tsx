import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

const places = [
  {
    file: 'mountains',
    title: 'Alpine ridge',
    author: 'Ana Silva',
    featured: true,
  },
  { file: 'lake', title: 'Still water', author: 'Tom Berg' },
  { file: 'sunset', title: 'Golden hour', author: 'Mei Chen' },
  { file: 'city', title: 'Downtown', author: 'Omar Haddad', featured: true },
];

export default function TitlebarImageList() {
  return (
    <ImageList cols={2} rowHeight={180} gap={8} sx={{ maxWidth: 500 }}>
      {places.map((place) => (
        <ImageListItem key={place.file} cols={place.featured ? 2 : 1} rows={1}>
          <img
            src={`/img/demos/image-list/${place.file}.svg`}
            alt={place.title}
            loading="lazy"
          />
          <ImageListItemBar
            title={place.title}
            subtitle={`by ${place.author}`}
            actionIcon={
              <IconButton
                aria-label={`Details about ${place.title}`}
                sx={{ color: 'rgba(255, 255, 255, 0.8)' }}
              >
                <InfoOutlined />
              </IconButton>
            }
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
