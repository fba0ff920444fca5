import * as React from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import Modal from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';

const firstPhoto = { file: 'mountains', title: 'Alpine ridge at dawn' };

const photos = [
  firstPhoto,
  { file: 'coast', title: 'Low tide on the coast' },
  { file: 'night', title: 'Moonrise over the valley' },
];

export default function LightboxModal() {
  const [index, setIndex] = React.useState<number | null>(null);
  const open = index !== null;
  const current = photos[index ?? 0] ?? firstPhoto;

  const step = (delta: number) =>
    setIndex((prev) => ((prev ?? 0) + delta + photos.length) % photos.length);

  return (
    <div>
      <Stack direction="row" spacing={1}>
        {photos.map((photo, photoIndex) => (
          <ButtonBase
            key={photo.file}
            aria-label={`Open ${photo.title}`}
            onClick={() => setIndex(photoIndex)}
            sx={{ borderRadius: 1, overflow: 'hidden' }}
          >
            <img
              src={`/img/demos/image-list/${photo.file}.svg`}
              alt=""
              width={120}
              height={90}
              style={{ display: 'block' }}
            />
          </ButtonBase>
        ))}
      </Stack>
      <Modal open={open} onClose={() => setIndex(null)} closeAfterTransition>
        <Fade in={open}>
          <Box
            role="dialog"
            aria-modal="true"
            aria-labelledby="lightbox-modal-title"
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') {
                step(1);
              } else if (event.key === 'ArrowLeft') {
                step(-1);
              }
            }}
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              transform: 'translate(-50%, -50%)',
              width: 'min(640px, calc(100% - 32px))',
              bgcolor: 'background.paper',
              borderRadius: 2,
              boxShadow: 24,
              overflow: 'hidden',
            }}
          >
            <img
              src={`/img/demos/image-list/${current.file}.svg`}
              alt={current.title}
              width={400}
              height={300}
              style={{ display: 'block', width: '100%', height: 'auto' }}
            />
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', p: 1 }}
            >
              <IconButton aria-label="Previous photo" onClick={() => step(-1)}>
                <ChevronLeftIcon />
              </IconButton>
              <Typography id="lightbox-modal-title" sx={{ flexGrow: 1 }}>
                {current.title} ({(index ?? 0) + 1} of {photos.length})
              </Typography>
              <IconButton aria-label="Next photo" onClick={() => step(1)}>
                <ChevronRightIcon />
              </IconButton>
              <IconButton aria-label="Close" onClick={() => setIndex(null)}>
                <CloseIcon />
              </IconButton>
            </Stack>
          </Box>
        </Fade>
      </Modal>
    </div>
  );
}
