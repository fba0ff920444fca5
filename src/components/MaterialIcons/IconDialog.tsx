/**
 * The selected icon: drawn large, with its import line and JSX usage, each with a copy button.
 */
import React, {type ReactNode} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {useClipboardCopy} from '../../hooks/useClipboardCopy';
import {ICON_COPY_FEEDBACK_MS} from '../../constants/icons';
import IconSvg from './IconSvg';
import type {IconNode} from './types';

export interface SelectedIcon {
  /** Module name: `AlarmOutlined`. */
  readonly module: string;
  readonly themeLabel: string;
  readonly nodes: readonly IconNode[];
}

/** `import AlarmOutlinedIcon from '@mui/icons-material/AlarmOutlined';` */
export function importLine(module: string): string {
  return `import ${module}Icon from '@mui/icons-material/${module}';`;
}

export function usageLine(module: string): string {
  return `<${module}Icon />`;
}

function CopyableCode({label, code}: {readonly label: string; readonly code: string}): ReactNode {
  const {copied, copy} = useClipboardCopy(ICON_COPY_FEEDBACK_MS);
  return (
    <Box>
      <Typography variant="overline" component="p" sx={{color: 'text.secondary', lineHeight: 2}}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
        <Box
          component="code"
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'block',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            px: 1.5,
            py: 1,
            borderRadius: 1,
            fontSize: '0.8125rem',
            bgcolor: 'action.hover',
          }}
        >
          {code}
        </Box>
        <Button
          size="small"
          variant="outlined"
          aria-label={copied ? `${label} copied` : `Copy ${label.toLowerCase()}`}
          onClick={() => {
            void copy(code);
          }}
          sx={{minWidth: 72}}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </Stack>
    </Box>
  );
}

export default function IconDialog({icon, onClose}: {readonly icon: SelectedIcon | null; readonly onClose: () => void}): ReactNode {
  const titleId = React.useId();
  // Keeps the content while the dialog fades out after `icon` became null.
  const [shown, setShown] = React.useState<SelectedIcon | null>(icon);
  if (icon !== null && icon !== shown) {
    setShown(icon);
  }
  return (
    <Dialog open={icon !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {shown && (
        <>
          <DialogTitle id={titleId} sx={{overflowWrap: 'anywhere'}}>
            {shown.module}
          </DialogTitle>
          <DialogContent>
            <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} sx={{alignItems: {xs: 'stretch', sm: 'center'}}}>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  flexShrink: 0,
                  width: 144,
                  height: 144,
                  alignSelf: 'center',
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                <IconSvg nodes={shown.nodes} sx={{fontSize: 112}} titleAccess={`${shown.module} icon`} />
              </Box>
              <Stack spacing={2} sx={{minWidth: 0, flex: 1}}>
                <Typography variant="body2" sx={{color: 'text.secondary'}}>
                  {shown.themeLabel} theme
                </Typography>
                <CopyableCode label="Import" code={importLine(shown.module)} />
                <CopyableCode label="Usage" code={usageLine(shown.module)} />
              </Stack>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
