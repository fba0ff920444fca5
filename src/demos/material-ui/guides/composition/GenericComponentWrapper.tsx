import * as React from 'react';
import Button, { ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A wrapper that keeps the component prop generic: its props follow the element you pass.
function ActionButton<C extends React.ElementType = 'button'>(
  props: ButtonProps<C, { component?: C }>,
) {
  return <Button variant="contained" disableElevation {...props} />;
}

export default function GenericComponentWrapper() {
  const [message, setMessage] = React.useState('Nothing clicked yet.');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={2}>
        {/* Default: a <button>, so type="submit" or "button" is accepted. */}
        <ActionButton type="button" onClick={() => setMessage('The <button> was clicked.')}>
          Save draft
        </ActionButton>
        {/* An <a>: href and download are accepted too. */}
        <ActionButton
          component="a"
          href="#"
          onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
            event.preventDefault();
            setMessage('The <a> was clicked.');
          }}
        >
          Open guide
        </ActionButton>
        {/* A <label>: htmlFor is accepted; it points at the input below. */}
        <ActionButton component="label" htmlFor="generic-wrapper-upload" color="secondary">
          Choose file
        </ActionButton>
      </Stack>
      <input
        id="generic-wrapper-upload"
        type="file"
        hidden
        onChange={(event) => setMessage(`Selected ${event.target.files?.length ?? 0} file(s).`)}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
