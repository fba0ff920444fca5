import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  GridColDef,
  GridRenderCellParams,
  GridRowParams,
} from '@mui/x-data-grid-pro';

interface Course {
  id: number;
  title: string;
  teacher: string;
  syllabus: string | null;
}

const rows: Course[] = [
  { id: 1, title: 'Intro to statistics', teacher: 'Dr. Novak', syllabus: 'Descriptive statistics, probability, sampling, confidence intervals and a first look at regression.' },
  { id: 2, title: 'Creative writing', teacher: 'Ms. Okoye', syllabus: null },
  { id: 3, title: 'Organic chemistry', teacher: 'Prof. Lindgren', syllabus: 'Bonding, functional groups, stereochemistry and reaction mechanisms, with four lab sessions.' },
];

function DetailToggleCell(props: GridRenderCellParams<Course, boolean>) {
  const { value: isExpanded, row } = props;

  // Rows without a syllabus have no panel, so no button either.
  if (!row.syllabus) {
    return null;
  }

  return (
    <Button
      size="small"
      // The cell takes the focus; Space on it, or a click in it, toggles the panel.
      tabIndex={-1}
      aria-expanded={isExpanded}
      endIcon={
        <ExpandMoreIcon
          sx={(theme) => ({
            transform: isExpanded ? 'rotate(180deg)' : 'none',
            transition: theme.transitions.create('transform'),
          })}
        />
      }
    >
      {isExpanded ? 'Hide syllabus' : 'Syllabus'}
    </Button>
  );
}

const columns: GridColDef<Course>[] = [
  { field: 'title', headerName: 'Course', flex: 1, minWidth: 180 },
  { field: 'teacher', headerName: 'Teacher', width: 150 },
  {
    // Spreading the default definition keeps the grid's settings; the column moves to the end.
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    width: 160,
    renderHeader: () => <span>Details</span>,
    renderCell: (params) => <DetailToggleCell {...params} />,
  },
];

export default function MasterDetailCustomToggle() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Course>) =>
      row.syllabus ? (
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography variant="body2">{row.syllabus}</Typography>
        </Box>
      ) : null,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
