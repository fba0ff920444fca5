import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';

interface Warehouse {
  code: string;
  city: string;
}

const warehouses: Warehouse[] = [
  { code: 'AMS-1', city: 'Amsterdam' },
  { code: 'BCN-2', city: 'Barcelona' },
  { code: 'DUB-1', city: 'Dublin' },
  { code: 'GDN-3', city: 'Gdańsk' },
  { code: 'LYS-1', city: 'Lyon' },
  { code: 'MIL-2', city: 'Milan' },
  { code: 'OSL-1', city: 'Oslo' },
  { code: 'VIE-4', city: 'Vienna' },
];

// Stands in for a request to your server.
function fetchWarehouses(): Promise<Warehouse[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(warehouses), 1200);
  });
}

export default function AsyncLoadOnOpen() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<Warehouse[]>([]);
  const [loading, setLoading] = React.useState(false);

  const handleOpen = () => {
    setOpen(true);
    if (options.length > 0 || loading) {
      return; // Loaded once: reuse the list.
    }
    setLoading(true);
    void fetchWarehouses().then((result) => {
      setOptions(result);
      setLoading(false);
    });
  };

  return (
    <Autocomplete
      disablePortal
      open={open}
      onOpen={handleOpen}
      onClose={() => setOpen(false)}
      options={options}
      loading={loading}
      loadingText="Loading warehouses…"
      getOptionLabel={(option) => `${option.city} (${option.code})`}
      isOptionEqualToValue={(option, value) => option.code === value.code}
      sx={{ width: 320, maxWidth: '100%' }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Warehouse"
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <React.Fragment>
                  {loading ? (
                    <CircularProgress color="inherit" size={20} />
                  ) : null}
                  {params.InputProps.endAdornment}
                </React.Fragment>
              ),
            },
          }}
        />
      )}
    />
  );
}
