import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Department {
  code: string;
  name: string;
  headcount: number;
  closed?: boolean;
  teams?: Department[];
}

const DEPARTMENTS: Department[] = [
  {
    code: 'ENG',
    name: 'Engineering',
    headcount: 42,
    teams: [
      { code: 'ENG-WEB', name: 'Web platform', headcount: 18 },
      { code: 'ENG-DATA', name: 'Data', headcount: 12 },
      { code: 'ENG-LEGACY', name: 'Legacy apps', headcount: 0, closed: true },
    ],
  },
  {
    code: 'OPS',
    name: 'Operations',
    headcount: 15,
    teams: [{ code: 'OPS-IT', name: 'IT support', headcount: 6 }],
  },
];

export default function CustomItemShape() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <RichTreeView
        aria-label="Departments"
        items={DEPARTMENTS}
        defaultExpandedItems={['ENG']}
        getItemId={(item) => item.code}
        getItemLabel={(item) => `${item.name} (${item.headcount})`}
        getItemChildren={(item) => item.teams}
        isItemDisabled={(item) => item.closed === true}
      />
    </Box>
  );
}
