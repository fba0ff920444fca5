import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const timeZones: Record<string, string[]> = {
  Europe: ['Lisbon', 'Berlin', 'Helsinki'],
  Americas: ['Toronto', 'Mexico City', 'Santiago'],
  Asia: ['Mumbai', 'Singapore', 'Tokyo'],
};

export default function SelectGroupedOptions() {
  return (
    <FormControl sx={{ width: 240 }}>
      <FormLabel>Time zone</FormLabel>
      <Select
        defaultValue="Lisbon"
        slotProps={{ listbox: { sx: { maxHeight: 260, overflow: 'auto' } } }}
      >
        {Object.entries(timeZones).map(([region, cities]) => (
          <React.Fragment key={region}>
            <ListItem nested>
              <ListSubheader sticky id={`tz-${region}`}>
                {region}
              </ListSubheader>
              <List role="group" aria-labelledby={`tz-${region}`}>
                {cities.map((city) => (
                  <Option key={city} value={city}>
                    {city}
                  </Option>
                ))}
              </List>
            </ListItem>
          </React.Fragment>
        ))}
      </Select>
    </FormControl>
  );
}
