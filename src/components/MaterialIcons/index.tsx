/**
 * Browser of every `@mui/icons-material` icon: pick a theme, search names and synonyms, click an
 * icon for its import line.
 *
 * The icons' SVG data is not bundled: plugins/icons-data writes one JSON file per theme and this
 * component fetches the selected theme's file after it mounts. The server renders the controls,
 * the count and a loading state; the grid renders only the rows in and near the viewport
 * (useGridWindow). `?selected=<Module>` opens an icon's dialog on load, and choosing an icon
 * writes it into the address with `history.replaceState`.
 */
import React, {useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import {DEFAULT_ICON_THEME, ICON_GRID, ICONS_DATA_PLUGIN, SELECTED_ICON_PARAM} from '../../constants/icons';
import IconDialog, {type SelectedIcon} from './IconDialog';
import IconSvg from './IconSvg';
import {buildSearchIndex, searchIcons} from './search';
import synonyms from './synonyms.json';
import {asIconsData, type IconThemeInfo, type ThemeIcons} from './types';
import {useGridWindow} from './useGridWindow';
import {itemRange} from './windowing';
import MuiScope from '../MuiScope';

type LoadState =
  | {readonly status: 'loading'; readonly url: string}
  | {readonly status: 'error'; readonly url: string}
  | {readonly status: 'ready'; readonly url: string; readonly icons: ThemeIcons};

/** Downloads of the theme files, shared by every mount of the browser in this page session. */
const downloads = new Map<string, Promise<ThemeIcons>>();

function download(url: string): Promise<ThemeIcons> {
  let pending = downloads.get(url);
  if (!pending) {
    pending = fetch(url).then(async (response) => {
      if (!response.ok) {
        throw new Error(`${url}: HTTP ${response.status}`);
      }
      const json: unknown = await response.json();
      if (typeof json !== 'object' || json === null || Array.isArray(json)) {
        throw new Error(`${url}: not an icon map`);
      }
      return json as ThemeIcons;
    });
    // A failed download may be retried.
    pending.catch(() => downloads.delete(url));
    downloads.set(url, pending);
  }
  return pending;
}

/** The theme file's contents once downloaded; `retry` downloads a failed file again. */
function useThemeIcons(url: string): {readonly state: LoadState; readonly retry: () => void} {
  const [state, setState] = useState<LoadState>({status: 'loading', url});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    download(url).then(
      (icons) => current && setState({status: 'ready', url, icons}),
      () => current && setState({status: 'error', url}),
    );
    return () => {
      current = false;
    };
  }, [url, attempt]);
  // A state left from the previous theme counts as loading.
  const shown: LoadState = state.url === url ? state : {status: 'loading', url};
  const retry = useCallback(() => {
    setState({status: 'loading', url});
    setAttempt((value) => value + 1);
  }, [url]);
  return {state: shown, retry};
}

/** The theme a module name belongs to by its suffix, and its base name there. */
function splitModuleName(module: string, themes: readonly IconThemeInfo[]): {themeId: string; base: string} {
  const theme = themes.find((candidate) => candidate.suffix !== '' && module.endsWith(candidate.suffix) && module.length > candidate.suffix.length);
  return theme ? {themeId: theme.id, base: module.slice(0, -theme.suffix.length)} : {themeId: DEFAULT_ICON_THEME, base: module};
}

/**
 * Where a module lives: the theme of its suffix, or Filled for a filled icon with a theme word in
 * its own name (`InsertChartOutlined`). Null when no theme has it or a download fails.
 */
async function findIcon(module: string, themes: readonly IconThemeInfo[]): Promise<{themeId: string; base: string} | null> {
  const candidates = [splitModuleName(module, themes), {themeId: DEFAULT_ICON_THEME, base: module}];
  try {
    for (const {themeId, base} of candidates) {
      const theme = themes.find((candidate) => candidate.id === themeId);
      if (theme && (await download(theme.url))[base]) {
        return {themeId, base};
      }
    }
  } catch {
    return null;
  }
  return null;
}

/** Writes the selected module into the address, keeping the router's history state. */
function writeSelectedParam(module: string | null): void {
  const url = new URL(window.location.href);
  if (module === null) {
    url.searchParams.delete(SELECTED_ICON_PARAM);
  } else {
    url.searchParams.set(SELECTED_ICON_PARAM, module);
  }
  window.history.replaceState(window.history.state, '', url);
}

const numberFormat = new Intl.NumberFormat('en-US');

function countText(matches: number, total: number, query: string): string {
  const totalText = `${numberFormat.format(total)} ${total === 1 ? 'icon' : 'icons'}`;
  if (query.trim() === '') {
    return totalText;
  }
  return `${numberFormat.format(matches)} of ${totalText} ${matches === 1 ? 'matches' : 'match'}`;
}

/** The name with line-break opportunities between its words: `Accessible<wbr>Forward`. */
function nameWithBreaks(name: string): ReactNode[] {
  return name.split(/(?=[A-Z])/).flatMap((word, index) => (index === 0 ? [word] : [<wbr key={index} />, word]));
}

interface IconCellProps {
  readonly name: string;
  readonly module: string;
  readonly icons: ThemeIcons;
  readonly onSelect: (name: string) => void;
}

const IconCell = React.memo(function IconCell({name, module, icons, onSelect}: IconCellProps): ReactNode {
  const nodes = icons[name] ?? [];
  return (
    <ButtonBase
      onClick={() => onSelect(name)}
      title={module}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-start',
        gap: 1,
        height: ICON_GRID.rowHeight - 8,
        px: 0.5,
        pt: 1.5,
        borderRadius: 1,
        color: 'text.primary',
        '&:hover, &.Mui-focusVisible': {bgcolor: 'action.hover'},
        '&.Mui-focusVisible': {outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid'},
      }}
    >
      <IconSvg nodes={nodes} sx={{fontSize: 32}} />
      <Typography
        component="span"
        variant="caption"
        sx={{
          maxWidth: '100%',
          textAlign: 'center',
          lineHeight: 1.3,
          overflowWrap: 'break-word',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          color: 'text.secondary',
        }}
      >
        {nameWithBreaks(name)}
      </Typography>
    </ButtonBase>
  );
});

interface IconGridProps {
  readonly names: readonly string[];
  readonly icons: ThemeIcons | null;
  readonly suffix: string;
  readonly onSelect: (name: string) => void;
}

function IconGrid({names, icons, suffix, onSelect}: IconGridProps): ReactNode {
  const gridRef = useRef<HTMLDivElement>(null);
  const {columns, rows, range} = useGridWindow(gridRef, {
    itemCount: icons ? names.length : 0,
    minCellWidth: ICON_GRID.minCellWidth,
    rowHeight: ICON_GRID.rowHeight,
    overscan: ICON_GRID.overscan,
  });
  const rowElements: ReactNode[] = [];
  if (icons) {
    for (let row = range.start; row < range.end; row += 1) {
      const {from, to} = itemRange({start: row, end: row + 1}, columns, names.length);
      rowElements.push(
        <Box
          key={row}
          role="presentation"
          sx={{
            position: 'absolute',
            top: row * ICON_GRID.rowHeight,
            left: 0,
            right: 0,
            height: ICON_GRID.rowHeight,
            display: 'grid',
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gap: 1,
          }}
        >
          {names.slice(from, to).map((name) => (
            <IconCell key={name} name={name} module={name + suffix} icons={icons} onSelect={onSelect} />
          ))}
        </Box>,
      );
    }
  }
  return (
    <Box ref={gridRef} sx={{position: 'relative', height: rows * ICON_GRID.rowHeight}}>
      {rowElements}
    </Box>
  );
}

function MaterialIconsContent(): ReactNode {
  const pluginData = usePluginData(ICONS_DATA_PLUGIN);
  const data = useMemo(() => asIconsData(pluginData), [pluginData]);
  const themes = useMemo(() => data?.themes ?? [], [data]);
  const [themeId, setThemeId] = useState(DEFAULT_ICON_THEME);
  const theme = themes.find((candidate) => candidate.id === themeId) ?? themes[0];
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [selected, setSelected] = useState<string | null>(null);

  const {state, retry} = useThemeIcons(theme?.url ?? '');
  const icons = state.status === 'ready' ? state.icons : null;
  const searchIndex = useMemo(() => (icons ? buildSearchIndex(Object.keys(icons), synonyms) : []), [icons]);
  const names = useMemo(() => searchIcons(searchIndex, deferredQuery), [searchIndex, deferredQuery]);

  // Opens `?selected=` once the icon's theme file is downloaded (the download is shared with
  // the grid's). The state changes happen in the download's callback, after hydration.
  useEffect(() => {
    const module = new URLSearchParams(window.location.search).get(SELECTED_ICON_PARAM);
    if (!module || !/^[A-Za-z0-9]+$/.test(module)) {
      return undefined;
    }
    let current = true;
    void findIcon(module, themes).then((found) => {
      if (current && found) {
        setThemeId(found.themeId);
        setSelected(found.base);
      }
    });
    return () => {
      current = false;
    };
  }, [themes]);

  const suffix = theme?.suffix ?? '';
  const select = useCallback(
    (name: string) => {
      setSelected(name);
      writeSelectedParam(name + suffix);
    },
    [suffix],
  );
  const close = useCallback(() => {
    setSelected(null);
    writeSelectedParam(null);
  }, []);

  const selectedIcon: SelectedIcon | null =
    selected !== null && icons?.[selected] && theme ? {module: selected + suffix, themeLabel: theme.label, nodes: icons[selected]} : null;

  if (!data || !theme) {
    return <Alert severity="error">The icon data of this build is missing.</Alert>;
  }

  const total = icons ? Object.keys(icons).length : theme.count;
  const matches = icons ? names.length : total;

  return (
    <Box component="section" aria-label="Material Icons browser" sx={{my: 3}}>
      <Stack spacing={2}>
        <TextField
          type="search"
          label="Search icons"
          placeholder="For example: delete, trash, arrow, settings"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          fullWidth
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={theme.id}
          onChange={(_event, value: string | null) => {
            if (value !== null) {
              setThemeId(value);
            }
          }}
          aria-label="Icon theme"
          sx={{maxWidth: '100%', overflowX: 'auto'}}
        >
          {themes.map((option) => (
            <ToggleButton
              key={option.id}
              value={option.id}
              sx={(muiTheme) => ({
                textTransform: 'none',
                flexShrink: 0,
                px: {xs: 1.25, sm: 2},
                // The primary blue on its own selected tint is 4.2:1 in light mode; the darker
                // shade reaches 4.5:1 (WCAG 1.4.3).
                '&.Mui-selected': muiTheme.applyStyles('light', {color: (muiTheme.vars ?? muiTheme).palette.primary.dark}),
              })}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="body2" role="status" sx={{color: 'text.secondary'}}>
          {countText(matches, total, deferredQuery)}
          {` in the ${theme.label} theme of @mui/icons-material ${data.version}`}
        </Typography>
      </Stack>

      <Box sx={{mt: 2}}>
        {state.status === 'loading' && (
          <Stack direction="row" spacing={1.5} sx={{alignItems: 'center', py: 4, color: 'text.secondary'}}>
            <CircularProgress size={20} aria-hidden />
            <Typography variant="body2">Loading the {theme.label.toLowerCase()} icons…</Typography>
          </Stack>
        )}
        {state.status === 'error' && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                Retry
              </Button>
            }
          >
            The icons could not be downloaded. Check your connection and try again.
          </Alert>
        )}
        {icons && names.length === 0 && (
          <Typography variant="body2" sx={{py: 4, color: 'text.secondary'}}>
            No icon matches “{deferredQuery.trim()}”. Try a shorter word or a synonym, such as “bin” for delete.
          </Typography>
        )}
        <IconGrid names={names} icons={icons} suffix={suffix} onSelect={select} />
      </Box>

      <IconDialog icon={selectedIcon} onClose={close} />
    </Box>
  );
}

/** The Material Icons browser, with the site's MUI theme and style cache around it. */
export default function MaterialIcons(): ReactNode {
  return (
    <MuiScope>
      <MaterialIconsContent />
    </MuiScope>
  );
}
