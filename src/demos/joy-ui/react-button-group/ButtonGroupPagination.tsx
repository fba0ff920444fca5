import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';

const pages = [1, 2, 3, 4, 5];

export default function ButtonGroupPagination() {
  const [page, setPage] = React.useState(1);

  return (
    <ButtonGroup component="nav" aria-label="Pages" size="sm">
      <IconButton aria-label="Previous page" disabled={page === 1} onClick={() => setPage(page - 1)}>
        <ChevronLeft />
      </IconButton>
      {pages.map((number) => (
        <Button
          key={number}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          variant={number === page ? 'solid' : 'outlined'}
          color={number === page ? 'primary' : 'neutral'}
          onClick={() => setPage(number)}
        >
          {number}
        </Button>
      ))}
      <IconButton
        aria-label="Next page"
        disabled={page === pages.length}
        onClick={() => setPage(page + 1)}
      >
        <ChevronRight />
      </IconButton>
    </ButtonGroup>
  );
}
