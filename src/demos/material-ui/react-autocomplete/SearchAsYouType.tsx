import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

type OptionProps = Omit<React.HTMLAttributes<HTMLLIElement>, 'key'> & {
  key: React.Key;
};

interface Book {
  id: number;
  title: string;
  author: string;
}

const catalogue: Book[] = [
  { id: 1, title: 'A Wizard of Earthsea', author: 'Ursula K. Le Guin' },
  { id: 2, title: 'Beloved', author: 'Toni Morrison' },
  { id: 3, title: 'Dune', author: 'Frank Herbert' },
  { id: 4, title: 'Middlemarch', author: 'George Eliot' },
  { id: 5, title: 'Mrs Dalloway', author: 'Virginia Woolf' },
  { id: 6, title: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez' },
  { id: 7, title: 'Pride and Prejudice', author: 'Jane Austen' },
  { id: 8, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin' },
  { id: 9, title: 'The Remains of the Day', author: 'Kazuo Ishiguro' },
  { id: 10, title: 'Things Fall Apart', author: 'Chinua Achebe' },
  { id: 11, title: 'To the Lighthouse', author: 'Virginia Woolf' },
  { id: 12, title: 'Wide Sargasso Sea', author: 'Jean Rhys' },
];

// Stands in for GET /books?q=…: the server does the matching.
function searchBooks(query: string): Promise<Book[]> {
  const needle = query.toLowerCase();
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(
        catalogue.filter(
          (book) =>
            book.title.toLowerCase().includes(needle) ||
            book.author.toLowerCase().includes(needle),
        ),
      );
    }, 600);
  });
}

export default function SearchAsYouType() {
  const [value, setValue] = React.useState<Book | null>(null);
  const [inputValue, setInputValue] = React.useState('');
  const [options, setOptions] = React.useState<Book[]>([]);
  const [loading, setLoading] = React.useState(false);

  const query = inputValue.trim();
  const tooShort = query.length < 2;

  React.useEffect(() => {
    if (tooShort) {
      return undefined;
    }
    let active = true;
    // Wait for a pause in typing (debounce) before asking the server.
    const timer = setTimeout(() => {
      void searchBooks(query).then((results) => {
        if (active) {
          setOptions(results);
          setLoading(false);
        }
      });
    }, 300);
    return () => {
      // A newer keystroke wins: ignore the answer to this one.
      active = false;
      clearTimeout(timer);
    };
  }, [query, tooShort]);

  return (
    <Autocomplete
      disablePortal
      value={value}
      onChange={(_event, newValue) => setValue(newValue)}
      inputValue={inputValue}
      onInputChange={(_event, newInputValue) => {
        setInputValue(newInputValue);
        setLoading(newInputValue.trim().length >= 2);
      }}
      // Below two letters, show nothing but the current choice.
      options={tooShort ? (value ? [value] : []) : options}
      // The server already filtered: show its answer as it is.
      filterOptions={(x) => x}
      loading={loading && !tooShort}
      loadingText="Searching…"
      noOptionsText={
        tooShort ? 'Type two letters or more' : 'No books found'
      }
      getOptionLabel={(option) => option.title}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      renderOption={(props, option) => {
        // `key` must be passed to JSX directly, not spread.
        const typedProps: OptionProps = props;
        const { key, ...optionProps } = typedProps;
        return (
          <li key={key} {...optionProps}>
            <div>
              <Typography variant="body2">{option.title}</Typography>
              <Typography variant="caption" color="text.secondary">
                {option.author}
              </Typography>
            </div>
          </li>
        );
      }}
      sx={{ width: 360, maxWidth: '100%' }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Search books"
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <React.Fragment>
                  {loading && !tooShort ? (
                    <CircularProgress color="inherit" size={20} />
                  ) : null}
                  {params.InputProps.endAdornment}
                </React.Fragment>
              ),
            },
          }}
        />
      )}
    />
  );
}
