import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

interface Tile {
  file: string;
  alt: string;
  cols?: number;
  rows?: number;
}

const tiles: Tile[] = [
  { file: 'mountains', alt: 'Snowy mountain peaks', cols: 2, rows: 2 },
  { file: 'lake', alt: 'A calm lake between hills' },
  { file: 'desert', alt: 'Sand dunes under a pale sun' },
  { file: 'forest', alt: 'A row of pine trees', cols: 2 },
  { file: 'city', alt: 'A city skyline', cols: 2 },
  { file: 'coast', alt: 'Waves rolling onto a beach', rows: 2 },
  { file: 'night', alt: 'A crescent moon and stars' },
  { file: 'field', alt: 'A field of wheat', cols: 2 },
];

export default function QuiltedImageList() {
  return (
    <ImageList
      variant="quilted"
      cols={4}
      rowHeight={110}
      gap={6}
      sx={{ maxWidth: 500 }}
    >
      {tiles.map((tile) => (
        <ImageListItem
          key={tile.file}
          cols={tile.cols ?? 1}
          rows={tile.rows ?? 1}
        >
          <img
            src={`/img/demos/image-list/${tile.file}.svg`}
            alt={tile.alt}
            loading="lazy"
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
