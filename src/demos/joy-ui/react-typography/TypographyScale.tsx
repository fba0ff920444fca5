import Table from '@mui/joy/Table';
import Typography, { TypographyProps } from '@mui/joy/Typography';

const levels: NonNullable<TypographyProps['level']>[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'title-lg',
  'title-md',
  'title-sm',
  'body-lg',
  'body-md',
  'body-sm',
  'body-xs',
];

export default function TypographyScale() {
  return (
    <Table aria-label="Typography levels and their elements" size="sm" sx={{ '& td': { verticalAlign: 'middle' } }}>
      <thead>
        <tr>
          <th style={{ width: 110 }}>Level</th>
          <th>Sample</th>
        </tr>
      </thead>
      <tbody>
        {levels.map((level) => (
          <tr key={level}>
            <td>
              <Typography level="body-sm" fontFamily="code">
                {level}
              </Typography>
            </td>
            <td>
              <Typography level={level} component="span" noWrap>
                Quiet harbour
              </Typography>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
