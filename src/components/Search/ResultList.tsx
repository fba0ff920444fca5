/**
 * The search results: options grouped by product, each page followed by its matching sections and
 * props. Plain links (see ResultOption); the selection and the keys belong to the dialog.
 */
import React, {type MouseEvent, type ReactNode} from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import TagRounded from '@mui/icons-material/TagRounded';
import DataObjectRounded from '@mui/icons-material/DataObjectRounded';
import {highlightSegments, snippet} from '../../utils/search/highlight';
import type {ProductRows, ResultRow} from '../../utils/search/rows';
import type {SearchScope} from '../../utils/search/scope';
import {searchLabels} from './labels';
import {productLabel} from './productLabel';

const SNIPPET_LENGTH = 110;
// Not sticky: in dark mode the dialog's paper is lightened by an overlay a sticky header's own
// background would not match.
export const SUBHEADER_SX = {lineHeight: 2.5, position: 'static', bgcolor: 'transparent'} as const;
const ROW_ICONS = {page: ArticleOutlined, section: TagRounded, prop: DataObjectRounded} as const;

function Highlighted({text, terms}: {readonly text: string; readonly terms: readonly string[]}): ReactNode {
  return highlightSegments(text, terms).map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : segment.text));
}

function ResultOption({
  row,
  id,
  selected,
  terms,
  onPick,
  onHover,
}: {
  readonly row: ResultRow;
  readonly id: string;
  readonly selected: boolean;
  readonly terms: readonly string[];
  /** `navigate`: the click stays in the app (false for a click that opens a new tab). */
  readonly onPick: (navigate: boolean) => void;
  readonly onHover: () => void;
}): ReactNode {
  const labels = searchLabels();
  const Icon = ROW_ICONS[row.kind];
  return (
    <Box
      component="li"
      role="option"
      id={id}
      aria-selected={selected}
      onMouseMove={onHover}
      sx={{listStyle: 'none', m: 0, pl: row.nested ? 3 : 0}}>
      {/* A plain link, not Docusaurus' Link: that one downloads the code of every page it shows
          as soon as it is on screen, which would turn one query into megabytes. A plain click
          navigates in the app (onPick); a modified click opens a tab, like every link. */}
      <Box
        component="a"
        href={row.url}
        tabIndex={-1}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
          if (plainClick) {
            event.preventDefault();
          }
          onPick(plainClick);
        }}
        sx={(theme) => ({
          display: 'flex',
          gap: 1.5,
          alignItems: 'flex-start',
          px: 1.5,
          py: 1,
          borderRadius: 1,
          color: 'text.primary',
          textDecoration: 'none',
          borderInlineStart: row.nested ? `1px solid ${theme.vars.palette.divider}` : 'none',
          bgcolor: selected ? 'action.selected' : 'transparent',
          '&:hover': {textDecoration: 'none', color: 'text.primary'},
          '& mark': {bgcolor: 'transparent', color: 'primary.main', fontWeight: 700, p: 0},
        })}>
        <Icon fontSize="small" sx={{mt: 0.25, color: selected ? 'primary.main' : 'text.secondary'}} />
        <Box sx={{minWidth: 0, flex: 1}}>
          <Typography
            component="span"
            variant="body2"
            sx={{display: 'block', fontWeight: 600, fontFamily: row.kind === 'prop' ? 'monospace' : undefined, overflowWrap: 'anywhere'}}>
            <Highlighted text={row.heading} terms={terms} />
            {row.kind === 'prop' && (
              <Chip label={`${labels.prop} · ${row.pageTitle}`} size="small" variant="outlined" sx={{ml: 1, height: 20, fontFamily: (theme) => theme.typography.fontFamily}} />
            )}
          </Typography>
          {row.text && (
            <Typography component="span" variant="caption" sx={{display: 'block', color: 'text.secondary', overflowWrap: 'anywhere'}}>
              <Highlighted text={snippet(row.text, terms, SNIPPET_LENGTH)} terms={terms} />
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}

/** Names the page of the sections or props listed under it, when the page itself did not match. */
function PageLabel({title}: {readonly title: string}): ReactNode {
  return (
    <Box component="li" role="presentation" sx={{listStyle: 'none', display: 'flex', gap: 1.5, alignItems: 'center', px: 1.5, pt: 1, pb: 0.5}}>
      <ArticleOutlined fontSize="small" sx={{color: 'text.secondary'}} />
      <Typography component="span" variant="body2" sx={{fontWeight: 600, color: 'text.secondary'}}>
        {title}
      </Typography>
    </Box>
  );
}

/** The groups' items of the listbox: options are numbered in list order, from 0. */
export default function ResultList({
  groups,
  scope,
  terms,
  optionId,
  selected,
  onHover,
  onPick,
}: {
  readonly groups: readonly ProductRows[];
  readonly scope: SearchScope;
  readonly terms: readonly string[];
  readonly optionId: (index: number) => string;
  readonly selected: number;
  readonly onHover: (index: number) => void;
  readonly onPick: (row: ResultRow, navigate: boolean) => void;
}): ReactNode {
  let index = -1;
  return groups.map((group) => (
    <Box component="li" role="presentation" key={group.product} sx={{listStyle: 'none'}}>
      <ListSubheader component="div" role="presentation" sx={SUBHEADER_SX}>
        {productLabel(group.product, scope)}
      </ListSubheader>
      <Box component="ul" role="group" aria-label={productLabel(group.product, scope)} sx={{m: 0, p: 0}}>
        {group.rows.map((row) => {
          if (!row.selectable) {
            return <PageLabel key={row.url} title={row.pageTitle} />;
          }
          index += 1;
          const i = index;
          return (
            <ResultOption
              key={row.url}
              row={row}
              id={optionId(i)}
              selected={selected === i}
              terms={terms}
              onHover={() => onHover(i)}
              onPick={(navigate) => onPick(row, navigate)}
            />
          );
        })}
      </Box>
    </Box>
  ));
}
