import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { List, useListRef, type RowComponentProps } from 'react-window';

type OptionProps = Omit<React.HTMLAttributes<HTMLLIElement>, 'key'> & {
  key: React.Key;
};

// 10 materials × 20 parts × 50 lengths = 10,000 options, built the same way on every render.
const materials = ['Aluminium', 'Brass', 'Bronze', 'Copper', 'Nickel', 'Nylon', 'Steel', 'Stainless', 'Titanium', 'Zinc'];
const parts = ['anchor', 'bolt', 'bracket', 'clip', 'collar', 'coupling', 'dowel', 'hinge', 'hook', 'insert', 'nut', 'pin', 'rivet', 'rod', 'screw', 'shim', 'spacer', 'spring', 'stud', 'washer'];
const parts10k = materials.flatMap((material) =>
  parts.flatMap((part) =>
    Array.from({ length: 50 }, (_, i) => `${material} ${part} ${(i + 1) * 2} mm`),
  ),
);

const ROW_HEIGHT = 40;
const VISIBLE_ROWS = 7;

type OptionElement = React.ReactElement<{
  style?: React.CSSProperties;
  className?: string;
}>;

// The label of the option under the keyboard or mouse, shared with the listbox.
const HighlightContext = React.createContext<string | null>(null);

function OptionRow({
  index,
  style,
  items,
  highlighted,
}: RowComponentProps<{ items: OptionElement[]; highlighted: string | null }>) {
  const item = items[index];
  if (!item) {
    return null;
  }
  const isHighlighted = item.key === highlighted;
  return React.cloneElement(item, {
    // react-window positions the row; minHeight undoes the option's 48px on phones.
    style: { ...style, minHeight: 0 },
    className: isHighlighted
      ? `${item.props.className ?? ''} Mui-focused`
      : item.props.className,
  });
}

function VirtualListbox(
  props: React.HTMLAttributes<HTMLElement> & { ref?: React.Ref<HTMLDivElement> },
) {
  const { children, ref, style, ...listboxProps } = props;
  const highlighted = React.useContext(HighlightContext);
  const listRef = useListRef(null);
  // Autocomplete passes the rendered options as an array of <li> elements.
  const items = (Array.isArray(children) ? children : []) as OptionElement[];
  const highlightedIndex = items.findIndex((item) => item.key === highlighted);

  React.useEffect(() => {
    // The highlighted row may not be rendered yet: scroll react-window to it.
    if (highlightedIndex >= 0) {
      listRef.current?.scrollToRow({ index: highlightedIndex, align: 'auto' });
    }
  }, [highlightedIndex, listRef]);

  return (
    // The wrapper is the listbox MUI talks to; react-window scrolls inside it.
    <div
      ref={ref}
      {...listboxProps}
      style={{ ...style, maxHeight: 'none', overflow: 'hidden' }}
    >
      <List
        role="presentation"
        listRef={listRef}
        rowComponent={OptionRow}
        rowCount={items.length}
        rowHeight={ROW_HEIGHT}
        rowProps={{ items, highlighted }}
        // PageDown moves five rows, and Autocomplete skips rows that are not rendered. Two
        // presses' worth stay rendered past the view, so a press that lands before the list
        // has scrolled to the last one still finds its row.
        overscanCount={11}
        style={{ height: Math.min(items.length, VISIBLE_ROWS) * ROW_HEIGHT }}
      />
    </div>
  );
}

export default function VirtualizedOptions() {
  const [highlighted, setHighlighted] = React.useState<string | null>(null);

  return (
    <HighlightContext.Provider value={highlighted}>
      <Autocomplete
        disablePortal
        options={parts10k}
        // The keyboard can only reach rendered rows, so Home and End stay in the text.
        handleHomeEndKeys={false}
        onHighlightChange={(_event, option) => setHighlighted(option)}
        onInputChange={() => setHighlighted(null)}
        onClose={() => setHighlighted(null)}
        renderOption={(props, option) => {
          // `key` must be passed to JSX directly, not spread.
          const typedProps: OptionProps = props;
          const { key, ...optionProps } = typedProps;
          // The key is the option's label, which lets the listbox find the highlighted row.
          return (
            <li key={key} {...optionProps}>
              {option}
            </li>
          );
        }}
        slots={{ listbox: VirtualListbox }}
        sx={{ width: 320, maxWidth: '100%' }}
        renderInput={(params) => (
          <TextField {...params} label="Part (10,000 options)" />
        )}
      />
    </HighlightContext.Provider>
  );
}
