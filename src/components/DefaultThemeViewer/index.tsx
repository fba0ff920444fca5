/**
 * The default theme viewer: the object `createTheme()` returns (light, or dark with
 * `palette.mode: 'dark'`) as a tree that follows the WAI-ARIA tree view pattern: one tab stop,
 * arrow keys move and open or close nodes, Home and End jump, Enter and Space toggle.
 * Functions show as `f(...)` and colour strings get a swatch. A search field prunes the tree to the
 * keys and values that contain a term (or a dotted path such as `primary.main`) and opens the way
 * to each match. The theme is created the same way
 * on the server and in the browser, and nothing reads the browser during render, so the tree
 * hydrates without a difference.
 */
import React, {useCallback, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {createTheme} from '@mui/material/styles';
import {branchPaths, buildThemeTree, describeValue, filterTree, isColor, parentPath, valueKind, visibleNodes, type ThemeNode} from './themeTree';
import styles from './styles.module.css';
import MuiScope from '../MuiScope';

type PaletteMode = 'light' | 'dark';

const THEMES = {
  light: buildThemeTree(createTheme()),
  dark: buildThemeTree(createTheme({palette: {mode: 'dark'}})),
} as const satisfies Record<PaletteMode, readonly ThemeNode[]>;

/** Open at first: the palette, the part readers look up most. */
const INITIAL_EXPANDED: readonly string[] = ['palette'];

function DefaultThemeViewerContent(): ReactNode {
  const [mode, setMode] = useState<PaletteMode>('light');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(INITIAL_EXPANDED));
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => (query.trim() === '' ? null : filterTree(THEMES[mode], query)), [mode, query]);
  const nodes = filtered?.nodes ?? THEMES[mode];
  // A new search (or mode) opens the way to its matches; clearing it restores the first view.
  const applySearch = (nextQuery: string, nextMode: PaletteMode): void => {
    setQuery(nextQuery);
    setExpanded(nextQuery.trim() === '' ? new Set(INITIAL_EXPANDED) : filterTree(THEMES[nextMode], nextQuery).expanded);
  };
  const visible = useMemo(() => visibleNodes(nodes, expanded), [nodes, expanded]);
  const [focusedPath, setFocusedPath] = useState<string | null>(null);
  const items = useRef(new Map<string, HTMLLIElement>());
  const labelId = useId();

  // The tab stop: the focused node while it is visible, otherwise the first node.
  const tabStop = visible.some((node) => node.path === focusedPath) ? focusedPath : (visible[0]?.path ?? null);

  const toggle = useCallback((path: string, open?: boolean) => {
    setExpanded((current) => {
      const next = new Set(current);
      const shouldOpen = open ?? !next.has(path);
      if (shouldOpen) {
        next.add(path);
      } else {
        next.delete(path);
      }
      return next;
    });
  }, []);

  const moveFocus = useCallback((path: string | null | undefined) => {
    if (path === null || path === undefined) {
      return;
    }
    setFocusedPath(path);
    items.current.get(path)?.focus();
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    const index = visible.findIndex((node) => node.path === tabStop);
    const node = visible[index];
    if (node === undefined) {
      return;
    }
    const isOpen = expanded.has(node.path);
    switch (event.key) {
      case 'ArrowDown':
        moveFocus(visible[index + 1]?.path);
        break;
      case 'ArrowUp':
        moveFocus(visible[index - 1]?.path);
        break;
      case 'Home':
        moveFocus(visible[0]?.path);
        break;
      case 'End':
        moveFocus(visible[visible.length - 1]?.path);
        break;
      case 'ArrowRight':
        if (node.children === null) {
          break;
        }
        if (isOpen) {
          moveFocus(node.children[0]?.path);
        } else {
          toggle(node.path, true);
        }
        break;
      case 'ArrowLeft':
        if (node.children !== null && isOpen) {
          toggle(node.path, false);
        } else {
          moveFocus(parentPath(node, visible));
        }
        break;
      case 'Enter':
      case ' ':
        if (node.children !== null) {
          toggle(node.path);
        }
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const renderNodes = (list: readonly ThemeNode[]): ReactNode =>
    list.map((node) => {
      const isBranch = node.children !== null;
      const isOpen = isBranch && expanded.has(node.path);
      const kind = valueKind(node.value);
      return (
        <li
          key={node.path}
          role="treeitem"
          aria-level={node.level}
          aria-expanded={isBranch ? isOpen : undefined}
          tabIndex={node.path === tabStop ? 0 : -1}
          className={styles.item}
          ref={(element) => {
            if (element) {
              items.current.set(node.path, element);
            } else {
              items.current.delete(node.path);
            }
          }}
          onFocus={(event) => {
            if (event.target === event.currentTarget) {
              setFocusedPath(node.path);
            }
          }}>
          <div
            className={styles.row}
            onClick={() => {
              moveFocus(node.path);
              if (isBranch) {
                toggle(node.path);
              }
            }}>
            <span className={styles.toggle} aria-hidden="true">
              {isBranch ? (isOpen ? '▾' : '▸') : ''}
            </span>
            <span className={styles.key}>{node.name}</span>
            <span className={styles.colon} aria-hidden="true">
              :
            </span>
            {isColor(node.value) && <span className={styles.swatch} style={{backgroundColor: node.value}} aria-hidden="true" />}
            {(!isBranch || !isOpen) && <span className={styles[kind]}>{describeValue(node.value)}</span>}
          </div>
          {isOpen && node.children !== null && (
            <ul role="group" className={styles.group}>
              {renderNodes(node.children)}
            </ul>
          )}
        </li>
      );
    });

  return (
    <div className={styles.viewer} data-testid="default-theme-viewer">
      <Stack direction="row" spacing={1} useFlexGap sx={{alignItems: 'center', flexWrap: 'wrap', mb: 1}}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          onChange={(_event, value: PaletteMode | null) => {
            if (value !== null) {
              setMode(value);
              if (query.trim() !== '') {
                applySearch(query, value);
              }
            }
          }}
          aria-label={translate({id: 'mui.defaultThemeViewer.mode', message: 'Palette mode of the theme'})}>
          <ToggleButton value="light">{translate({id: 'mui.defaultThemeViewer.light', message: 'Light'})}</ToggleButton>
          <ToggleButton value="dark">{translate({id: 'mui.defaultThemeViewer.dark', message: 'Dark'})}</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" variant="outlined" onClick={() => setExpanded(new Set(branchPaths(nodes)))}>
          {translate({id: 'mui.defaultThemeViewer.expandAll', message: 'Expand all'})}
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpanded(new Set())}>
          {translate({id: 'mui.defaultThemeViewer.collapseAll', message: 'Collapse all'})}
        </Button>
      </Stack>
      <TextField
        type="search"
        size="small"
        label={translate({id: 'mui.defaultThemeViewer.search', message: 'Search keys and values'})}
        placeholder={translate({id: 'mui.defaultThemeViewer.searchHint', message: 'e.g. primary.main, fontWeight or #1976d2'})}
        value={query}
        onChange={(event) => applySearch(event.target.value, mode)}
        sx={{mb: 1, width: '100%', maxWidth: 360}}
        slotProps={{htmlInput: {'data-testid': 'default-theme-search'}}}
      />
      <p className={styles.caption} role="status" data-testid="default-theme-matches">
        {filtered === null
          ? ''
          : filtered.matches === 0
            ? translate({id: 'mui.defaultThemeViewer.noMatch', message: 'No key or value matches.'})
            : filtered.matches === 1
              ? translate({id: 'mui.defaultThemeViewer.oneMatch', message: '1 match'})
              : translate({id: 'mui.defaultThemeViewer.matches', message: '{count} matches'}, {count: filtered.matches})}
      </p>
      <p id={labelId} className={styles.caption}>
        {mode === 'light'
          ? translate({id: 'mui.defaultThemeViewer.labelLight', message: 'createTheme()'})
          : translate({id: 'mui.defaultThemeViewer.labelDark', message: "createTheme({ palette: { mode: 'dark' } })"})}
      </p>
      {nodes.length > 0 && (
        <ul role="tree" aria-labelledby={labelId} className={styles.tree} onKeyDown={handleKeyDown}>
          {renderNodes(nodes)}
        </ul>
      )}
    </div>
  );
}

/** The default theme viewer, with the site's MUI theme and style cache around it. */
export default function DefaultThemeViewer(): ReactNode {
  return (
    <MuiScope>
      <DefaultThemeViewerContent />
    </MuiScope>
  );
}
