import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Tooltip from '@mui/joy/Tooltip';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';

const tools = [
  { label: 'Bold', icon: <FormatBoldIcon /> },
  { label: 'Italic', icon: <FormatItalicIcon /> },
  { label: 'Underline', icon: <FormatUnderlinedIcon /> },
];

export default function TooltipDelays() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
      <Sheet
        role="toolbar"
        aria-label="Text formatting"
        variant="outlined"
        sx={{ display: 'flex', gap: 0.5, p: 0.5, borderRadius: 'sm' }}
      >
        {tools.map(({ label, icon }) => (
          <Tooltip key={label} title={label} enterDelay={500} enterNextDelay={0} size="sm">
            <IconButton size="sm">{icon}</IconButton>
          </Tooltip>
        ))}
      </Sheet>
      <Tooltip title="Opens after 1 s, stays 1 s after you leave" enterDelay={1000} leaveDelay={1000} describeChild>
        <Button variant="soft">Slow tooltip</Button>
      </Tooltip>
      <Tooltip title="Closes as soon as the pointer leaves" disableInteractive describeChild>
        <Button variant="soft" color="neutral">
          Non-interactive
        </Button>
      </Tooltip>
    </Box>
  );
}
