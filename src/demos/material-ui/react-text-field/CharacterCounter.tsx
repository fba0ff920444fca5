import * as React from 'react';
import TextField from '@mui/material/TextField';

const LIMIT = 80;

export default function CharacterCounter() {
  const [bio, setBio] = React.useState('Rows boats on weekends, bakes bread on Sundays.');
  const remaining = LIMIT - bio.length;

  return (
    <TextField
      label="Short bio"
      multiline
      minRows={2}
      value={bio}
      onChange={(event) => setBio(event.target.value)}
      error={remaining < 0}
      helperText={
        remaining < 0
          ? `${-remaining} characters too many`
          : `${remaining} characters left`
      }
      sx={{ width: 420, maxWidth: '100%' }}
    />
  );
}
