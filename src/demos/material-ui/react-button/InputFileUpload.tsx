import * as React from 'react';
import Button from '@mui/material/Button';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// The native input stays in the page (for the file dialog and forms) but is hidden from view.
const HiddenInput = styled('input')({
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  bottom: 0,
  left: 0,
  whiteSpace: 'nowrap',
  width: 1,
});

export default function InputFileUpload() {
  const [names, setNames] = React.useState<string[]>([]);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    setNames(files.map((file) => file.name));
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button
        component="label"
        variant="contained"
        startIcon={<CloudUploadIcon />}
      >
        Upload receipts
        <HiddenInput
          type="file"
          accept="image/*,.pdf"
          multiple
          onChange={handleChange}
        />
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {names.length === 0 ? 'No file chosen' : names.join(', ')}
      </Typography>
    </Stack>
  );
}
