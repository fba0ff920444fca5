import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import Mail from '@mui/icons-material/Mail';

const sizes = ['sm', 'md', 'lg'] as const;

export default function BadgeSizes() {
  return (
    <Box sx={{ display: 'flex', gap: 5, alignItems: 'center', flexWrap: 'wrap' }}>
      {sizes.map((size) => (
        <Badge key={size} size={size} badgeContent={24}>
          <Typography sx={{ fontSize: 'xl2' }}>
            <Mail titleAccess={`Inbox (size ${size}), 24 unread`} />
          </Typography>
        </Badge>
      ))}
      {sizes.map((size) => (
        <Badge key={`dot-${size}`} size={size} color="success">
          <Typography level="body-sm">dot {size}</Typography>
        </Badge>
      ))}
    </Box>
  );
}
