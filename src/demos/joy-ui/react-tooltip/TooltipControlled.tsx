import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Tooltip from '@mui/joy/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

const inviteLink = 'acme.test/join/7QF2-LM9A';

export default function TooltipControlled() {
  const [copied, setCopied] = React.useState(false);
  const [hover, setHover] = React.useState(false);

  React.useEffect(() => {
    if (!copied) {
      return undefined;
    }
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <Input
      readOnly
      value={inviteLink}
      slotProps={{ input: { 'aria-label': 'Invite link' } }}
      sx={{ width: '100%', maxWidth: 380 }}
      endDecorator={
        <Tooltip
          title={copied ? 'Copied!' : 'Copy link'}
          open={copied || hover}
          onOpen={() => setHover(true)}
          onClose={() => setHover(false)}
          color={copied ? 'success' : 'neutral'}
          variant="solid"
        >
          <IconButton
            aria-label="Copy link"
            onClick={() => {
              navigator.clipboard?.writeText(inviteLink).catch(() => undefined);
              setCopied(true);
            }}
          >
            <ContentCopyIcon />
          </IconButton>
        </Tooltip>
      }
    />
  );
}
