import {describe, expect, it} from 'vitest';
import {classesExportName, importLines, kebabCase} from '../naming';

describe('kebabCase', () => {
  it.each([
    ['Button', 'button'],
    ['ButtonBase', 'button-base'],
    ['CssBaseline', 'css-baseline'],
    ['AccordionSummary', 'accordion-summary'],
    ['Unstable_TrapFocus', 'unstable-trap-focus'],
    ['HTMLElementType', 'html-element-type'],
    ['Grid2', 'grid2'],
    ['TablePaginationActions', 'table-pagination-actions'],
  ])('%s → %s', (name, slug) => {
    expect(kebabCase(name)).toBe(slug);
  });
});

describe('classesExportName', () => {
  it.each([
    ['Button', 'buttonClasses'],
    ['ListItemButton', 'listItemButtonClasses'],
  ])('%s → %s', (name, exported) => {
    expect(classesExportName(name)).toBe(exported);
  });
});

describe('importLines', () => {
  it.each<[string, boolean, string[]]>([
    ['root export: path and named import', true, ["import Button from '@mui/material/Button';", "import { Button } from '@mui/material';"]],
    ['no root export: path import only', false, ["import Button from '@mui/material/Button';"]],
  ])('%s', (_name, exportedFromRoot, lines) => {
    expect(importLines('Button', '@mui/material', exportedFromRoot)).toEqual(lines);
  });
});
