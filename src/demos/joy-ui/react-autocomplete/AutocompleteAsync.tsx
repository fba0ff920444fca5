import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

interface Airport {
  code: string;
  label: string;
}

const airports: Airport[] = [
  { code: 'AMS', label: 'Amsterdam Schiphol' },
  { code: 'CDG', label: 'Paris Charles de Gaulle' },
  { code: 'FRA', label: 'Frankfurt am Main' },
  { code: 'LHR', label: 'London Heathrow' },
  { code: 'MAD', label: 'Madrid Barajas' },
  { code: 'VIE', label: 'Vienna International' },
];

// Stands in for a request to a server.
function fetchAirports(): Promise<Airport[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(airports), 1000);
  });
}

export default function AutocompleteAsync() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<Airport[]>([]);
  const loading = open && options.length === 0;

  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    let active = true;
    void fetchAirports().then((result) => {
      if (active) {
        setOptions(result);
      }
    });
    return () => {
      active = false;
    };
  }, [loading]);

  return (
    <FormControl sx={{ width: '100%', maxWidth: 320 }}>
      <FormLabel>Departure airport</FormLabel>
      <Autocomplete
        placeholder="Choose an airport"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        loading={loading}
        loadingText="Loading airports…"
        isOptionEqualToValue={(option, value) => option.code === value.code}
        getOptionLabel={(option) => `${option.label} (${option.code})`}
        endDecorator={
          loading ? (
            <CircularProgress size="sm" aria-label="Loading airports" sx={{ bgcolor: 'background.surface' }} />
          ) : null
        }
      />
    </FormControl>
  );
}
