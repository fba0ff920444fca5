import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';

const sizes = ['medium', 'small'] as const;

export default function DensityPropsCompare() {
  return (
    <Box sx={{ width: '100%', display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3 }}>
      {sizes.map((size) => (
        <Stack key={size} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="subtitle2" component="h3">
            size=&quot;{size}&quot;
          </Typography>
          <TextField label={`Search (${size})`} size={size} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button variant="contained" size={size}>
              Apply
            </Button>
            <IconButton size={size} aria-label={`Delete (${size})`}>
              <DeleteIcon fontSize={size === 'small' ? 'small' : 'medium'} />
            </IconButton>
            <Chip label="Filter" size={size} onDelete={() => {}} />
          </Stack>
          <ToggleButtonGroup size={size} value="list" exclusive aria-label={`View (${size})`}>
            <ToggleButton value="list">List</ToggleButton>
            <ToggleButton value="grid">Grid</ToggleButton>
          </ToggleButtonGroup>
          <FormControlLabel control={<Checkbox size={size} defaultChecked />} label="Archived" />
        </Stack>
      ))}
    </Box>
  );
}
