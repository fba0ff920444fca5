import * as React from 'react';
import GridViewIcon from '@mui/icons-material/GridView';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ViewAgendaIcon from '@mui/icons-material/ViewAgenda';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';

export default function VerticalToggleButtons() {
  const [layout, setLayout] = React.useState<string | null>('grid');

  return (
    <ToggleButtonGroup
      orientation="vertical"
      value={layout}
      exclusive
      onChange={(_event, newLayout: string | null) => setLayout(newLayout)}
      aria-label="Board layout"
    >
      <ToggleButton value="grid" aria-label="Grid">
        <GridViewIcon />
      </ToggleButton>
      <ToggleButton value="columns" aria-label="Columns">
        <ViewColumnIcon />
      </ToggleButton>
      <ToggleButton value="agenda" aria-label="Agenda">
        <ViewAgendaIcon />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
