import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function ChipTagInput() {
  const [emails, setEmails] = React.useState(['ada@example.com', 'mei@example.com']);
  const [draft, setDraft] = React.useState('');

  const add = () => {
    const value = draft.trim();
    if (value && !emails.includes(value)) {
      setEmails([...emails, value]);
    }
    setDraft('');
  };

  return (
    <FormControl sx={{ width: '100%', maxWidth: 420 }}>
      <FormLabel>Invite by e-mail</FormLabel>
      <Input
        value={draft}
        placeholder="Type an address, then Enter"
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
      />
      <FormHelperText>{emails.length} people invited</FormHelperText>
      <Box
        role="list"
        aria-label="Invited people"
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1, minHeight: 32 }}
      >
        {emails.map((email) => (
          <Chip
            key={email}
            role="listitem"
            variant="soft"
            color="primary"
            endDecorator={
              <ChipDelete
                aria-label={`Remove ${email}`}
                onDelete={() => setEmails((current) => current.filter((item) => item !== email))}
              />
            }
          >
            {email}
          </Chip>
        ))}
      </Box>
    </FormControl>
  );
}
