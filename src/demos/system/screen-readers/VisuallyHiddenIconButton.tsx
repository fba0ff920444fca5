import Box from '@mui/system/Box';
import DeleteIcon from '@mui/icons-material/Delete';
import { visuallyHidden } from '@mui/utils';

export default function VisuallyHiddenIconButton() {
  return (
    <Box
      component="button"
      type="button"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'error.main',
        cursor: 'pointer',
      }}
    >
      <DeleteIcon aria-hidden />
      <span style={visuallyHidden}>Delete draft</span>
    </Box>
  );
}
