import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Language from '@mui/icons-material/Language';

export default function SelectDecorators() {
  const [value, setValue] = React.useState<string | null>('en');

  return (
    <FormControl sx={{ width: '100%', maxWidth: 280 }}>
      <FormLabel>Language</FormLabel>
      <Select
        variant="soft"
        placeholder="Select a language"
        value={value}
        onChange={(event, newValue) => setValue(newValue)}
        startDecorator={<Language />}
        {...(value && {
          endDecorator: (
            <IconButton
              size="sm"
              variant="plain"
              color="neutral"
              aria-label="Clear language"
              onMouseDown={(event) => event.stopPropagation()}
              onClick={() => setValue(null)}
            >
              <CloseRounded />
            </IconButton>
          ),
          indicator: null,
        })}
      >
        <Option value="en">
          <ListItemDecorator>EN</ListItemDecorator> English
        </Option>
        <Option value="es">
          <ListItemDecorator>ES</ListItemDecorator> Español
        </Option>
        <ListDivider role="none" />
        <Option value="ja" disabled>
          <ListItemDecorator>JA</ListItemDecorator> 日本語 (soon)
        </Option>
      </Select>
    </FormControl>
  );
}
