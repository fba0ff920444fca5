import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

const sections = ['Overview', 'Activity', 'Members', 'Billing', 'Settings'];

export default function MediaQueryLayout() {
  const theme = useTheme();
  // Tabs need room; below md the same choice becomes a select.
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [section, setSection] = React.useState(0);

  return (
    <Box sx={{ width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, p: 2, minHeight: 150 }}>
      {wide ? (
        <Tabs value={section} onChange={(_event, value: number) => setSection(value)} aria-label="Project sections">
          {sections.map((name) => (
            <Tab key={name} label={name} />
          ))}
        </Tabs>
      ) : (
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="project-section-label">Section</InputLabel>
          <Select
            labelId="project-section-label"
            label="Section"
            value={section}
            onChange={(event) => setSection(Number(event.target.value))}
          >
            {sections.map((name, index) => (
              <MenuItem key={name} value={index}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
      <Typography variant="body2" sx={{ mt: 2 }}>
        Showing <strong>{sections[section]}</strong> with {wide ? 'tabs (md and up)' : 'a select (below md)'}.
      </Typography>
    </Box>
  );
}
