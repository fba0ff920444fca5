import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const files = [
  { id: 'f1', name: 'budget-2025.xlsx', size: '84 KB' },
  { id: 'f2', name: 'team-photo.png', size: '2.1 MB' },
  { id: 'f3', name: 'notes.md', size: '3 KB' },
  { id: 'f4', name: 'contract.pdf', size: '412 KB' },
];

export default function TableSelection() {
  const [selected, setSelected] = React.useState<string[]>(['f3']);
  const allSelected = selected.length === files.length;
  const someSelected = selected.length > 0 && !allSelected;

  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id)
        ? current.filter((item) => item !== id)
        : [...current, id],
    );

  return (
    <div>
      <Typography level="body-sm" sx={{ mb: 1 }} aria-live="polite">
        {selected.length} of {files.length} files selected
      </Typography>
      <Table aria-label="Files" hoverRow>
        <thead>
          <tr>
            <th style={{ width: 48 }}>
              <Checkbox
                checked={allSelected}
                indeterminate={someSelected}
                slotProps={{
                  input: {
                    'aria-label': 'Select all files',
                    // Mirrors the mixed state on the native input, as assistive technology reads it there.
                    ref: (node: HTMLInputElement | null) => {
                      if (node) {
                        node.indeterminate = someSelected;
                      }
                    },
                  },
                }}
                onChange={(event) =>
                  setSelected(event.target.checked ? files.map((f) => f.id) : [])
                }
              />
            </th>
            <th>Name</th>
            <th>Size</th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => {
            const isSelected = selected.includes(file.id);
            return (
              <tr
                key={file.id}
                style={
                  isSelected
                    ? {
                        backgroundColor:
                          'var(--joy-palette-primary-softBg)',
                      }
                    : undefined
                }
              >
                <td>
                  <Checkbox
                    slotProps={{ input: { 'aria-label': `Select ${file.name}` } }}
                    checked={isSelected}
                    onChange={() => toggle(file.id)}
                  />
                </td>
                <td>{file.name}</td>
                <td>{file.size}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
