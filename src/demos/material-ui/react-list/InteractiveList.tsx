import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';

const files = [
  { name: 'Budget 2025.xlsx', detail: 'Edited yesterday' },
  { name: 'Floor plan.pdf', detail: 'Shared by Ines' },
  { name: 'Minutes 14 May.docx', detail: 'Edited 3 days ago' },
];

export default function InteractiveList() {
  const [dense, setDense] = React.useState(false);
  const [secondary, setSecondary] = React.useState(true);
  const [icons, setIcons] = React.useState(true);

  return (
    <Box sx={{ width: 400, maxWidth: '100%', mx: 'auto' }}>
      <FormGroup row aria-label="List options">
        <FormControlLabel
          control={<Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />}
          label="dense"
        />
        <FormControlLabel
          control={
            <Switch checked={secondary} onChange={(event) => setSecondary(event.target.checked)} />
          }
          label="secondary text"
        />
        <FormControlLabel
          control={<Switch checked={icons} onChange={(event) => setIcons(event.target.checked)} />}
          label="icons"
        />
      </FormGroup>
      <Paper variant="outlined" sx={{ mt: 1 }}>
        <List dense={dense} aria-label="Recent files">
          {files.map((file) => (
            <ListItem
              key={file.name}
              secondaryAction={
                <IconButton edge="end" aria-label={`Delete ${file.name}`}>
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              {icons && (
                <ListItemIcon>
                  <DescriptionOutlinedIcon />
                </ListItemIcon>
              )}
              <ListItemText primary={file.name} secondary={secondary ? file.detail : null} />
            </ListItem>
          ))}
        </List>
      </Paper>
    </Box>
  );
}
