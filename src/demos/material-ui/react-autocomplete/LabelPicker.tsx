import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useAutocomplete from '@mui/material/useAutocomplete';
import CheckIcon from '@mui/icons-material/Check';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';

interface Label {
  name: string;
  description: string;
  color: 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';
}

const allLabels: Label[] = [
  { name: 'bug', description: 'Something does not work', color: 'error' },
  { name: 'documentation', description: 'Pages and examples', color: 'info' },
  { name: 'good first issue', description: 'Small and well described', color: 'success' },
  { name: 'performance', description: 'Faster or lighter', color: 'warning' },
  { name: 'question', description: 'Needs an answer, not a change', color: 'secondary' },
  { name: 'regression', description: 'Worked in an earlier release', color: 'error' },
  { name: 'typescript', description: 'Types and declarations', color: 'primary' },
];

type OptionProps = Omit<React.HTMLAttributes<HTMLLIElement>, 'key'> & {
  key: React.Key;
};

interface LabelSearchProps {
  value: Label[];
  onChange: (value: Label[]) => void;
  onDone: () => void;
}

function LabelSearch({ value, onChange, onDone }: LabelSearchProps) {
  const { getRootProps, getInputProps, getListboxProps, getOptionProps, groupedOptions } =
    useAutocomplete({
      id: 'label-picker',
      open: true,
      multiple: true,
      disableCloseOnSelect: true,
      options: allLabels,
      value,
      getOptionLabel: (option) => option.name,
      isOptionEqualToValue: (option, selected) => option.name === selected.name,
      onChange: (event, newValue, reason) => {
        // Backspace in the search box should edit the text, not drop a label.
        if (
          event.type === 'keydown' &&
          ((event as React.KeyboardEvent).key === 'Backspace' ||
            (event as React.KeyboardEvent).key === 'Delete') &&
          reason === 'removeOption'
        ) {
          return;
        }
        onChange(newValue);
      },
      onClose: (_event, reason) => {
        if (reason === 'escape') {
          onDone();
        }
      },
    });

  return (
    <div {...getRootProps()}>
      <Box
        component="input"
        {...getInputProps()}
        aria-label="Filter labels"
        placeholder="Filter labels"
        autoFocus
        sx={{
          width: '100%',
          boxSizing: 'border-box',
          p: 1,
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.default',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus': { outline: 2, outlineColor: 'primary.main', outlineOffset: -1 },
        }}
      />
      <Box
        component="ul"
        {...getListboxProps()}
        sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, maxHeight: 240, overflow: 'auto' }}
      >
        {groupedOptions.map((option, index) => {
          // `key` must be passed to JSX directly, not spread.
          const typedProps: OptionProps = getOptionProps({ option, index });
          const { key, ...optionProps } = typedProps;
          const selected = value.some((item) => item.name === option.name);
          return (
            <Box
              component="li"
              key={key}
              {...optionProps}
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 1,
                p: 1,
                borderRadius: 1,
                cursor: 'pointer',
                '&.Mui-focused': { bgcolor: 'action.hover' },
              }}
            >
              <CheckIcon
                aria-hidden
                fontSize="small"
                sx={{ visibility: selected ? 'visible' : 'hidden' }}
              />
              <Box
                aria-hidden
                sx={{
                  width: 12,
                  height: 12,
                  mt: 0.5,
                  flexShrink: 0,
                  borderRadius: '50%',
                  bgcolor: `${option.color}.main`,
                }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {option.name}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {option.description}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
    </div>
  );
}

export default function LabelPicker() {
  const [labels, setLabels] = React.useState<Label[]>(allLabels.slice(1, 2));
  const [pending, setPending] = React.useState<Label[]>([]);
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchorEl);

  const handleOpen = (event: React.MouseEvent<HTMLButtonElement>) => {
    setPending(labels);
    setAnchorEl(event.currentTarget);
  };

  const handleClose = () => {
    // The choice is applied when the picker closes, as on an issue tracker.
    // Keep the applied labels in the order of the full list.
    setLabels(allLabels.filter((label) => pending.some((item) => item.name === label.name)));
    anchorEl?.focus();
    setAnchorEl(null);
  };

  return (
    <Box sx={{ width: 320, maxWidth: '100%', minHeight: 120 }}>
      <Button
        size="small"
        startIcon={<SellOutlinedIcon />}
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={open ? handleClose : handleOpen}
      >
        Labels
      </Button>
      <Stack
        direction="row"
        aria-label="Applied labels"
        role="list"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}
      >
        {labels.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            None yet
          </Typography>
        ) : (
          labels.map((label) => (
            <Chip
              key={label.name}
              role="listitem"
              size="small"
              color={label.color}
              label={label.name}
            />
          ))
        )}
      </Stack>
      <Popper open={open} anchorEl={anchorEl} placement="bottom-start" sx={{ zIndex: 'modal' }}>
        <ClickAwayListener onClickAway={handleClose}>
          <Paper variant="outlined" sx={{ width: 300, p: 1, boxShadow: 8 }}>
            <Typography variant="subtitle2" sx={{ px: 0.5, pb: 1 }}>
              Apply labels to this issue
            </Typography>
            <LabelSearch value={pending} onChange={setPending} onDone={handleClose} />
          </Paper>
        </ClickAwayListener>
      </Popper>
    </Box>
  );
}
