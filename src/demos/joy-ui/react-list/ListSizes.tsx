import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import FolderIcon from '@mui/icons-material/Folder';

export default function ListSizes() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size}>
          <Typography level="body-xs" sx={{ mb: 1 }}>
            size=&quot;{size}&quot;
          </Typography>
          <List
            size={size}
            variant="outlined"
            aria-label={`Folders, size ${size}`}
            sx={{ width: 180, borderRadius: 'sm' }}
          >
            {['Documents', 'Photos', 'Music'].map((name) => (
              <ListItem key={name}>
                <ListItemDecorator>
                  <FolderIcon />
                </ListItemDecorator>
                {name}
              </ListItem>
            ))}
          </List>
        </div>
      ))}
    </Box>
  );
}
