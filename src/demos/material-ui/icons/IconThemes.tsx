import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alarm from '@mui/icons-material/Alarm';
import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import AlarmRounded from '@mui/icons-material/AlarmRounded';
import AlarmSharp from '@mui/icons-material/AlarmSharp';
import AlarmTwoTone from '@mui/icons-material/AlarmTwoTone';

const themes: { name: string; module: string; Icon: typeof Alarm }[] = [
  { name: 'Filled', module: 'Alarm', Icon: Alarm },
  { name: 'Outlined', module: 'AlarmOutlined', Icon: AlarmOutlined },
  { name: 'Rounded', module: 'AlarmRounded', Icon: AlarmRounded },
  { name: 'Two tone', module: 'AlarmTwoTone', Icon: AlarmTwoTone },
  { name: 'Sharp', module: 'AlarmSharp', Icon: AlarmSharp },
];

export default function IconThemes() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {themes.map(({ name, module, Icon }) => (
        <Stack key={name} spacing={0.5} sx={{ alignItems: 'center', minWidth: 96 }}>
          <Icon sx={{ fontSize: 40 }} />
          <Typography variant="body2">{name}</Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
            {module}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
