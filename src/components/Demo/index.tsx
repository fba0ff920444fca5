/**
 * A live demo in a docs page (issue: code blocks and demos): the rendered example in the demo
 * theme, and its source with a toolbar: styling, TS/JS, show/hide, edit, copy, copy link, reset.
 * Usage and the file conventions: plugins/demos/README.md.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import CodeRounded from '@mui/icons-material/CodeRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import {CODE_STYLING_LABELS, COPY_FEEDBACK_MS, COPY_LABELS, type CodeStyling} from '../../constants/code';
import {useClipboardCopy} from '../../hooks/useClipboardCopy';
import {useCodePreferences} from '../CodePreferences';
import DemoThemeProvider from '../DemoThemeProvider';
import DemoErrorBoundary from './DemoErrorBoundary';
import LiveEditor from './LiveEditor';
import type {DemoModule, DemoVariant} from './types';
import '../../css/demos-tailwind.css';
import styles from './styles.module.css';

export interface DemoProps {
  /** Anchor of the demo (`#<id>`), unique on the page, kebab-case. */
  readonly id: string;
  readonly demo: DemoModule;
}

function pickVariant(variants: readonly DemoVariant[], styling: CodeStyling): DemoVariant {
  const variant = variants.find((v) => v.styling === styling) ?? variants[0];
  if (!variant) {
    throw new Error('A demo needs at least one variant.');
  }
  return variant;
}

function CrashBox({error}: {readonly error: Error}): ReactNode {
  return (
    <Alert severity="error" role="alert" data-testid="demo-error">
      This demo crashed: {error.message}
    </Alert>
  );
}

/** Calls back once its siblings rendered and committed without throwing. */
function OnRendered({onRendered}: {readonly onRendered: () => void}): null {
  useEffect(onRendered);
  return null;
}

/** Arrow keys move between the toolbar's buttons (WAI-ARIA toolbar pattern). */
function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key)) {
    return;
  }
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) {
    return;
  }
  event.preventDefault();
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const step = (event.key === 'ArrowRight') !== rtl ? 1 : -1;
  const next = event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : (index + step + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

function ToolbarButton({label, icon, onClick, pressed}: {readonly label: string; readonly icon: ReactNode; readonly onClick: () => void; readonly pressed?: boolean}): ReactNode {
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        color="inherit"
        onClick={onClick}
        aria-pressed={pressed}
        aria-label={label}
        startIcon={icon}
        sx={{minWidth: 0, '& .MuiButton-startIcon': {mx: {xs: 0, sm: undefined}}}}>
        <Box component="span" className={styles.toolbarLabel}>
          {label}
        </Box>
      </Button>
    </Tooltip>
  );
}

export default function Demo({id, demo}: DemoProps): ReactNode {
  const {codeVariant, codeStyling, setCodeVariant, setCodeStyling} = useCodePreferences();
  const variant = pickVariant(demo.variants, codeStyling);
  const language = codeVariant === 'TS' ? 'tsx' : 'jsx';
  const originalSource = codeVariant === 'TS' ? variant.tsx : variant.jsx;

  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const [liveComponent, setLiveComponent] = useState<ComponentType | null>(null);
  const [editedSource, setEditedSource] = useState<string | null>(null);
  // A new live component gets a fresh error boundary, so a fixed edit replaces an error.
  const [liveVersion, setLiveVersion] = useState(0);
  const source = editedSource ?? originalSource;
  const sourceCopy = useClipboardCopy(COPY_FEEDBACK_MS.demo);
  const linkCopy = useClipboardCopy(COPY_FEEDBACK_MS.demo);

  // Switching variant or language drops edits: the editor shows the new original source.
  const variantKey = `${variant.styling}/${language}`;
  const previousVariantKey = useRef(variantKey);
  useEffect(() => {
    if (previousVariantKey.current !== variantKey) {
      previousVariantKey.current = variantKey;
      setEditedSource(null);
      setLiveComponent(null);
    }
  }, [variantKey]);

  const reset = useCallback(() => {
    setEditedSource(null);
    setLiveComponent(null);
    setEditing(false);
    setResetKey((key) => key + 1);
  }, []);

  const Rendered = liveComponent ?? variant.Component;
  const shownCode = expanded || editing ? source : variant.preview;
  const stylings = demo.variants.map((v) => v.styling);
  const onLiveChange = useCallback((next: string, component: ComponentType | null) => {
    setEditedSource(next);
    if (component) {
      setLiveComponent(() => component);
      setLiveVersion((version) => version + 1);
    }
  }, []);

  // The last component that rendered without throwing: it stays on screen while an edit fails.
  const lastGood = useRef<ComponentType | null>(null);
  const renderedDemo = useMemo(
    () => (
      <DemoErrorBoundary
        key={`${resetKey}-${variant.styling}-${liveVersion}`}
        fallback={(error) => {
          const LastGood = lastGood.current;
          return (
            <>
              {LastGood && LastGood !== Rendered && <LastGood />}
              <CrashBox error={error} />
            </>
          );
        }}>
        <Rendered />
        <OnRendered
          onRendered={() => {
            lastGood.current = Rendered;
          }}
        />
      </DemoErrorBoundary>
    ),
    [Rendered, resetKey, variant.styling, liveVersion],
  );

  return (
    <section id={id} className={styles.demo} data-demo-code="" aria-label={`Demo ${id}`} data-testid={`demo-${id}`}>
      <Paper variant="outlined" className={styles.preview} square={false}>
        <DemoThemeProvider>{renderedDemo}</DemoThemeProvider>
      </Paper>
      <Box role="toolbar" aria-label="Demo source" aria-controls={`${id}-code`} className={styles.toolbar} onKeyDown={onToolbarKeyDown}>
        {stylings.length > 1 && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={variant.styling}
            aria-label="Styling"
            onChange={(_event, value: CodeStyling | null) => value && setCodeStyling(value)}>
            {stylings.map((styling) => (
              <ToggleButton key={styling} value={styling} data-ga-event-category="demo" data-ga-event-action="styling" data-ga-event-label={styling}>
                {CODE_STYLING_LABELS[styling]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        <ToggleButtonGroup
          exclusive
          size="small"
          value={codeVariant}
          aria-label="Code language"
          onChange={(_event, value: 'TS' | 'JS' | null) => value && setCodeVariant(value)}>
          <ToggleButton value="TS" aria-label="TypeScript" data-ga-event-category="demo" data-ga-event-action="variant" data-ga-event-label="TS">
            TS
          </ToggleButton>
          <ToggleButton value="JS" aria-label="JavaScript" data-ga-event-category="demo" data-ga-event-action="variant" data-ga-event-label="JS">
            JS
          </ToggleButton>
        </ToggleButtonGroup>
        <Divider orientation="vertical" flexItem className={styles.toolbarDivider} />
        <ToolbarButton label={expanded ? 'Hide code' : 'Show code'} icon={<CodeRounded />} pressed={expanded} onClick={() => setExpanded((e) => !e)} />
        <ToolbarButton label={editing ? 'Stop editing' : 'Edit code'} icon={<EditRounded />} pressed={editing} onClick={() => setEditing((e) => !e)} />
        <Tooltip title="Copy the source">
          <Button
            size="small"
            color="inherit"
            startIcon={<ContentCopyRounded />}
            data-copy-button=""
            data-ga-event-category="demo"
            data-ga-event-action="copy-click"
            data-ga-event-label={id}
            onClick={() => void sourceCopy.copy(source)}>
            {sourceCopy.copied ? COPY_LABELS.copied : COPY_LABELS.copy}
          </Button>
        </Tooltip>
        <Tooltip title={linkCopy.copied ? 'Link copied' : 'Copy a link to this demo'}>
          <IconButton
            size="small"
            aria-label={linkCopy.copied ? 'Link copied' : 'Copy a link to this demo'}
            onClick={() => void linkCopy.copy(`${window.location.origin}${window.location.pathname}#${id}`)}>
            <LinkRounded fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Reset the demo">
          <IconButton size="small" aria-label="Reset the demo" onClick={reset}>
            <RefreshRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <div id={`${id}-code`} className={styles.code}>
        {editing ? (
          <LiveEditor
            key={`${resetKey}-${variantKey}`}
            editorId={`${id}-editor`}
            source={source}
            language={language}
            loadScope={variant.loadScope}
            onChange={onLiveChange}
          />
        ) : (
          shownCode !== null && <CodeBlock language={language}>{shownCode}</CodeBlock>
        )}
      </div>
    </section>
  );
}
