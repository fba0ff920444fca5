import * as React from 'react';
import Button from '@mui/material/Button';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function InputFileUpload() {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [names, setNames] = React.useState<string[]>([]);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    setNames(files.map((file) => file.name));
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button
        variant="contained"
        startIcon={<CloudUploadIcon />}
        onClick={() => inputRef.current?.click()}
      >
        Upload receipts
      </Button>
      {/* The native input opens the file dialog and holds the files for a form. */}
      <input
        ref={inputRef}
        type="file"
        name="receipts"
        accept="image/*,.pdf"
        multiple
        hidden
        onChange={handleChange}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {names.length === 0 ? 'No file chosen' : names.join(', ')}
      </Typography>
    </Stack>
  );
}
