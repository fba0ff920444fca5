import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridColDef,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';

const countries = [
  'Argentina',
  'Australia',
  'Brazil',
  'Canada',
  'Denmark',
  'Egypt',
  'Finland',
  'Germany',
  'India',
  'Japan',
  'Kenya',
  'Mexico',
  'Norway',
  'Portugal',
  'South Korea',
  'Spain',
];

interface Office {
  id: number;
  office: string;
  country: string;
}

const rows: Office[] = [
  { id: 1, office: 'Head office', country: 'Denmark' },
  { id: 2, office: 'Support hub', country: 'Portugal' },
  { id: 3, office: 'Sales', country: 'Japan' },
];

function CountryEditCell(props: GridRenderEditCellParams<Office, string>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const inputRef = React.useRef<HTMLInputElement>(null);

  React.useLayoutEffect(() => {
    if (hasFocus) {
      inputRef.current?.focus();
    }
  }, [hasFocus]);

  return (
    <Autocomplete
      value={value || null}
      options={countries}
      onChange={(_event, newValue) => {
        void apiRef.current.setEditCellValue({ id, field, value: newValue ?? '' });
      }}
      autoHighlight
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          variant="standard"
          aria-label="Country"
          slotProps={{ input: { ...params.InputProps, disableUnderline: true } }}
        />
      )}
      sx={{ px: 1 }}
    />
  );
}

const columns: GridColDef<Office>[] = [
  { field: 'office', headerName: 'Office', flex: 1 },
  {
    field: 'country',
    headerName: 'Country',
    width: 220,
    editable: true,
    renderEditCell: (params) => <CountryEditCell {...params} />,
  },
];

export default function RecipeAutocompleteEditing() {
  return (
    <Box sx={{ height: 250, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
