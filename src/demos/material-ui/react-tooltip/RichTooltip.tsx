import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

export default function RichTooltip() {
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', justifyContent: 'center' }}
    >
      <Typography>Monthly active users: 12,480</Typography>
      <Tooltip
        describeChild
        enterDelay={300}
        leaveDelay={200}
        placement="right"
        title={
          <React.Fragment>
            <Typography variant="subtitle2" component="p">
              How is this counted?
            </Typography>
            <Typography variant="body2">
              People who signed in at least once in the last 30 days. Service
              accounts are excluded.
            </Typography>
          </React.Fragment>
        }
        slotProps={{
          tooltip: {
            sx: {
              bgcolor: 'background.paper',
              color: 'text.primary',
              border: 1,
              borderColor: 'divider',
              boxShadow: 3,
              p: 1.5,
              maxWidth: 260,
            },
          },
        }}
      >
        <IconButton size="small" aria-label="About this metric">
          <InfoOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
