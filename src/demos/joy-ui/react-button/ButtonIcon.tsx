import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Share from '@mui/icons-material/Share';
import Edit from '@mui/icons-material/Edit';
import DeleteOutline from '@mui/icons-material/DeleteOutline';

export default function ButtonIcon() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <IconButton variant="solid" aria-label="Add to favorites">
          <FavoriteBorder />
        </IconButton>
        <IconButton variant="soft" aria-label="Share">
          <Share />
        </IconButton>
        <IconButton variant="outlined" aria-label="Edit">
          <Edit />
        </IconButton>
        <IconButton variant="plain" color="danger" aria-label="Delete">
          <DeleteOutline />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <IconButton key={size} size={size} variant="outlined" aria-label={`Edit (size ${size})`}>
            <Edit />
          </IconButton>
        ))}
      </Box>
    </Box>
  );
}
