/**
 * Statements of the docs about what the installed packages do, checked against those packages
 * (their declarations and code in node_modules) so that a page cannot describe another version.
 * Each case names the page, the claim and where it is checked; an upgrade that changes the
 * behaviour fails here until the page is read again.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import chartsPackage from '@mui/x-charts/package.json';
import {PRODUCT_PAGES} from '../data/pages';
import {flattenPages} from '../utils/pageTree';

const SITE_DIR = path.resolve(__dirname, '../..');
const read = (file: string): string => fs.readFileSync(path.join(SITE_DIR, file), 'utf8');

/** The backticked names in the table row of `page` whose first cell is `rowTitle`, second cell. */
function propsInRow(source: string, rowTitle: string): string[] {
  const row = source.split('\n').find((line) => line.startsWith(`| ${rowTitle} |`));
  if (row === undefined) {
    throw new Error(`no table row "${rowTitle}"`);
  }
  const propsCell = row.split('|')[2] ?? '';
  return [...propsCell.matchAll(/`(\w+)`/g)].map((match) => match[1] ?? '');
}

describe('docs claims about the installed packages', () => {
  it.each([['The selected value'], ['The text in the input']])(
    'Joy Autocomplete: every prop in the row "%s" is declared by the installed Autocomplete',
    (rowTitle) => {
      const declarations = read('node_modules/@mui/base/useAutocomplete/useAutocomplete.d.ts') + read('node_modules/@mui/joy/Autocomplete/AutocompleteProps.d.ts');
      const props = propsInRow(read('docs/joy-ui/react-autocomplete.mdx'), rowTitle);
      expect(props.length).toBeGreaterThan(0);
      expect(props.filter((prop) => !new RegExp(`\\b${prop}\\??:`).test(declarations))).toEqual([]);
    },
  );

  it('Joy Modal: ModalClose sets no aria-label, so the page has it given one', () => {
    expect(read('node_modules/@mui/joy/ModalClose/ModalClose.js')).not.toContain('aria-label');
    const page = read('docs/joy-ui/react-modal.mdx');
    expect(page).not.toMatch(/ModalClose[^.]*\(with `aria-label/);
    expect(page).toContain('sets no label of its own');
  });

  it('Date Picker: the mobile variant renders the field slot as the desktop one does, never read-only by itself', () => {
    const mobile = read('node_modules/@mui/x-date-pickers/internals/hooks/useMobilePicker/useMobilePicker.js');
    expect(mobile).toContain('const Field = slots.field;');
    expect(mobile).not.toMatch(/readOnly:\s*true/);
    expect(read('docs/x/react-date-pickers/date-picker.mdx')).not.toMatch(/read-only/i);
  });

  it('Range Bar: a Premium page, not planned, that names the installed charts version it was checked against', () => {
    const entry = flattenPages(PRODUCT_PAGES.x.pages).find((page) => page.pathname === '/x/react-charts/range-bar');
    expect(entry?.plan).toBe('premium');
    expect(entry?.planned).toBeUndefined();
    // The page says which @mui/x-charts-premium releases exist for which charts versions, from
    // the registry (`npm view @mui/x-charts-premium versions`). After a charts upgrade, check
    // again and write the new version into the page.
    const page = read('docs/x/react-charts/range-bar.md');
    expect(page).toContain(`\`@mui/x-charts\` ${chartsPackage.version}`);
    expect(page).not.toMatch(/\bplanned\b|not part of a release|has not been published/i);
    for (const file of ['docs/x/react-charts.mdx', 'docs/x/index.md', 'docs/x/react-charts/bars.mdx']) {
      const line = read(file).split('\n').find((text) => text.includes('(/x/react-charts/range-bar)')) ?? '';
      expect(line, file).not.toMatch(/planned|roadmap/i);
    }
  });
});
