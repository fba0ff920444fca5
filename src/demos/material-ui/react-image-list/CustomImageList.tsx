import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';

const photos = [
  { file: 'mountains', title: 'Alpine ridge', featured: true },
  { file: 'lake', title: 'Still water' },
  { file: 'city', title: 'Downtown' },
  { file: 'night', title: 'Moonrise', featured: true },
];

export default function CustomImageList() {
  const [favourites, setFavourites] = React.useState<string[]>(['lake']);

  const toggle = (file: string) =>
    setFavourites((prev) =>
      prev.includes(file)
        ? prev.filter((item) => item !== file)
        : [...prev, file],
    );

  return (
    <ImageList
      cols={2}
      rowHeight={120}
      gap={4}
      sx={{ maxWidth: 500, transform: 'translateZ(0)' }}
    >
      {photos.map((photo) => {
        const cols = photo.featured ? 2 : 1;
        const selected = favourites.includes(photo.file);
        return (
          <ImageListItem
            key={photo.file}
            cols={cols}
            rows={photo.featured ? 2 : 1}
          >
            <img
              src={`/img/demos/image-list/${photo.file}.svg`}
              alt={photo.title}
              loading="lazy"
            />
            <ImageListItemBar
              title={photo.title}
              position="top"
              actionPosition="left"
              actionIcon={
                <IconButton
                  aria-label={`Favourite ${photo.title}`}
                  aria-pressed={selected}
                  onClick={() => toggle(photo.file)}
                  sx={{ color: 'common.white' }}
                >
                  {selected ? <StarIcon /> : <StarBorderIcon />}
                </IconButton>
              }
              sx={{
                background:
                  'linear-gradient(to bottom, rgba(0,0,0,0.7) 0%, rgba(0,0,0,0.3) 70%, rgba(0,0,0,0) 100%)',
              }}
            />
          </ImageListItem>
        );
      })}
    </ImageList>
  );
}
