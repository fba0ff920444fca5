import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import BrushIcon from '@mui/icons-material/Brush';
import CropSquareIcon from '@mui/icons-material/CropSquare';
import PanToolIcon from '@mui/icons-material/PanTool';
import TextFieldsIcon from '@mui/icons-material/TextFields';

const tools = [
  { value: 'move', label: 'Move', icon: <PanToolIcon /> },
  { value: 'draw', label: 'Draw', icon: <BrushIcon /> },
  { value: 'shape', label: 'Rectangle', icon: <CropSquareIcon /> },
  { value: 'text', label: 'Text', icon: <TextFieldsIcon /> },
];

export default function ToggleButtonGroupVertical() {
  const [tool, setTool] = React.useState('draw');

  return (
    <ToggleButtonGroup
      orientation="vertical"
      aria-label="Drawing tool"
      variant="soft"
      value={tool}
      onChange={(_event, value) => {
        if (value !== null) {
          setTool(value);
        }
      }}
    >
      {tools.map(({ value, label, icon }) => (
        <IconButton key={value} value={value} aria-label={label}>
          {icon}
        </IconButton>
      ))}
    </ToggleButtonGroup>
  );
}
