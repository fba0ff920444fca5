import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const days = [
  { day: 'Monday', messages: ['Are we still on for the site visit?', 'Yes, 10:00 at the gate.'] },
  { day: 'Today', messages: ['Running five minutes late.', 'No problem, see you there.'] },
];

export default function DividerDateSeparators() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', p: 2, maxWidth: 400, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {days.map(({ day, messages }) => (
        <Box key={day} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Divider>
            <Chip size="sm" variant="soft">
              {day}
            </Chip>
          </Divider>
          {messages.map((message, index) => (
            <Typography
              key={message}
              level="body-sm"
              sx={{
                alignSelf: index % 2 === 0 ? 'flex-start' : 'flex-end',
                bgcolor: index % 2 === 0 ? 'background.level1' : 'primary.softBg',
                color: index % 2 === 0 ? 'text.primary' : 'primary.softColor',
                px: 1.5,
                py: 0.75,
                borderRadius: 'lg',
              }}
            >
              {message}
            </Typography>
          ))}
        </Box>
      ))}
    </Sheet>
  );
}
