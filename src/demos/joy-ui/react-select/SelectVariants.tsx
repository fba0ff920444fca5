import Box from '@mui/joy/Box';
import Option from '@mui/joy/Option';
import Select, { SelectProps } from '@mui/joy/Select';

const variants: NonNullable<SelectProps<string, false>['variant']>[] = [
  'outlined',
  'soft',
  'solid',
  'plain',
];

export default function SelectVariants() {
  return (
    <Box
      sx={{
        width: '100%',
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        gap: 2,
      }}
    >
      {variants.map((variant) => (
        <Select
          key={variant}
          variant={variant}
          defaultValue="tea"
          aria-label={`Drink (${variant})`}
        >
          <Option value="tea">Tea ({variant})</Option>
          <Option value="coffee">Coffee</Option>
          <Option value="juice">Juice</Option>
        </Select>
      ))}
      <Select color="primary" variant="soft" defaultValue="tea" aria-label="Drink (soft primary)">
        <Option value="tea">Tea (soft primary)</Option>
        <Option value="coffee">Coffee</Option>
      </Select>
      <Select color="success" defaultValue="tea" aria-label="Drink (outlined success)">
        <Option value="tea">Tea (success)</Option>
        <Option value="coffee">Coffee</Option>
      </Select>
    </Box>
  );
}
