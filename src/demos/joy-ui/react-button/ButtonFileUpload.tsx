import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import CloudUpload from '@mui/icons-material/CloudUpload';

export default function ButtonFileUpload() {
  const [names, setNames] = React.useState<string[]>([]);

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        component="label"
        role={undefined}
        tabIndex={-1}
        variant="outlined"
        color="neutral"
        startDecorator={<CloudUpload />}
      >
        Upload files
        <input
          type="file"
          multiple
          onChange={(event) =>
            setNames(Array.from(event.target.files ?? []).map((file) => file.name))
          }
          style={{
            clip: 'rect(0 0 0 0)',
            clipPath: 'inset(50%)',
            height: 1,
            overflow: 'hidden',
            position: 'absolute',
            bottom: 0,
            left: 0,
            whiteSpace: 'nowrap',
            width: 1,
          }}
        />
      </Button>
      <Typography level="body-sm" aria-live="polite">
        {names.length === 0 ? 'No file chosen' : names.join(', ')}
      </Typography>
    </Box>
  );
}
