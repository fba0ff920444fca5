import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowId, GridRowParams } from '@mui/x-data-grid-pro';

interface Question {
  id: number;
  question: string;
  answer: string;
}

const rows: Question[] = [
  { id: 1, question: 'How do I change my delivery address?', answer: 'Open Orders, choose the order and select Change address before it ships.' },
  { id: 2, question: 'Can I return a sale item?', answer: 'Yes, within 14 days, as long as the tags are still attached.' },
  { id: 3, question: 'Do you ship abroad?', answer: 'We ship to 32 countries. Costs are shown at checkout.' },
  { id: 4, question: 'How do gift cards work?', answer: 'Gift cards are valid for two years and can be combined with discounts.' },
];

const columns: GridColDef<Question>[] = [
  { field: 'question', headerName: 'Question', flex: 1, minWidth: 240 },
];

export default function RowRecipesSingleDetail() {
  const [expanded, setExpanded] = React.useState<Set<GridRowId>>(() => new Set());

  // Keeps only the panel that was opened last.
  const handleExpandedChange = (ids: Set<GridRowId>) => {
    const opened = [...ids].filter((id) => !expanded.has(id));
    setExpanded(new Set(opened.slice(-1)));
  };

  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Question>) => (
      <Box sx={{ px: 6, py: 1.5 }}>
        <Typography variant="body2">{row.answer}</Typography>
      </Box>
    ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        detailPanelExpandedRowIds={expanded}
        onDetailPanelExpandedRowIdsChange={handleExpandedChange}
        hideFooter
      />
    </Box>
  );
}
