import Table from '@mui/joy/Table';
import Typography, { type TypographyProps } from '@mui/joy/Typography';

type Level = NonNullable<TypographyProps['level']>;

interface Row {
  level: Level;
  family: 'display' | 'body';
  size: string;
  weight: string;
  use: string;
}

// The default scale; font sizes resolve from theme.fontSize, weights from theme.fontWeight.
const rows: readonly Row[] = [
  { level: 'h1', family: 'display', size: 'xl4 · 2.25rem', weight: 'xl · 700', use: 'Page title' },
  { level: 'h2', family: 'display', size: 'xl3 · 1.875rem', weight: 'xl · 700', use: 'Section title' },
  { level: 'h3', family: 'display', size: 'xl2 · 1.5rem', weight: 'lg · 600', use: 'Sub-section' },
  { level: 'h4', family: 'display', size: 'xl · 1.25rem', weight: 'lg · 600', use: 'Card heading' },
  { level: 'title-lg', family: 'body', size: 'lg · 1.125rem', weight: 'lg · 600', use: 'Prominent label' },
  { level: 'title-md', family: 'body', size: 'md · 1rem', weight: 'md · 500', use: 'List item title' },
  { level: 'title-sm', family: 'body', size: 'sm · 0.875rem', weight: 'md · 500', use: 'Form label' },
  { level: 'body-lg', family: 'body', size: 'lg · 1.125rem', weight: 'inherit', use: 'Lead paragraph' },
  { level: 'body-md', family: 'body', size: 'md · 1rem', weight: 'inherit', use: 'Running text' },
  { level: 'body-sm', family: 'body', size: 'sm · 0.875rem', weight: 'inherit', use: 'Secondary text' },
  { level: 'body-xs', family: 'body', size: 'xs · 0.75rem', weight: 'md · 500', use: 'Captions, metadata' },
];

export default function TypographyLevelsTable() {
  return (
    <Table size="sm" aria-label="Default typography levels" sx={{ '& th, & td': { verticalAlign: 'middle' } }}>
      <thead>
        <tr>
          <th style={{ width: '34%' }}>Sample</th>
          <th>Level</th>
          <th>Font family</th>
          <th>Font size</th>
          <th>Weight</th>
          <th>Typical use</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.level}>
            <td>
              <Typography level={row.level} noWrap>
                Aa Quay
              </Typography>
            </td>
            <td>
              <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
                {row.level}
              </Typography>
            </td>
            <td>{row.family}</td>
            <td>{row.size}</td>
            <td>{row.weight}</td>
            <td>{row.use}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
