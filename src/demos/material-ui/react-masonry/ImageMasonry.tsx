import * as React from 'react';
import Box from '@mui/material/Box';
import Masonry from '@mui/lab/Masonry';
import Typography from '@mui/material/Typography';

const photos = [
  { file: 'sunset', title: 'Golden hour', width: 300, height: 400 },
  { file: 'mountains', title: 'Alpine ridge', width: 400, height: 300 },
  { file: 'coast', title: 'Low tide', width: 400, height: 300 },
  { file: 'lake', title: 'Still water', width: 300, height: 400 },
  { file: 'forest', title: 'Pine row', width: 400, height: 300 },
  { file: 'field', title: 'Wheat field', width: 300, height: 400 },
  { file: 'city', title: 'Downtown', width: 400, height: 300 },
  { file: 'night', title: 'Moonrise', width: 400, height: 300 },
];

export default function ImageMasonry() {
  return (
    <Box sx={{ width: '100%', minHeight: 500 }}>
      <Masonry columns={3} spacing={1.5}>
        {photos.map((photo) => (
          <Box
            key={photo.file}
            sx={{
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'background.paper',
            }}
          >
            <Box component="figure" sx={{ m: 0 }}>
              <img
                src={`/img/demos/image-list/${photo.file}.svg`}
                alt=""
                width={photo.width}
                height={photo.height}
                loading="lazy"
                style={{ display: 'block', width: '100%', height: 'auto' }}
              />
              <Typography
                component="figcaption"
                variant="caption"
                sx={{ display: 'block', p: 1 }}
              >
                {photo.title}
              </Typography>
            </Box>
          </Box>
        ))}
      </Masonry>
    </Box>
  );
}
