/**
 * Which source a demo shows: the reader's code variant (TS/JS) and styling, shared by every demo;
 * whether the code is expanded or being edited; and the edited source with the component compiled
 * from it. Switching the variant or styling drops edits; reset drops edits and remounts the demo.
 */
import {useCallback, useEffect, useRef, useState, type ComponentType} from 'react';
import {CODE_VARIANTS, type CodeStyling, type CodeVariant} from '../../constants/code';
import {useCodePreferences} from '../CodePreferences';
import {isRunningDemo, type DemoLanguage, type DemoModule, type DemoVariant, type DemoVariantCode, type LiveDemoModule} from './types';

const LANGUAGES = {[CODE_VARIANTS.TS]: 'tsx', [CODE_VARIANTS.JS]: 'jsx'} as const satisfies Record<CodeVariant, DemoLanguage>;

export interface DemoSource {
  readonly codeVariant: CodeVariant;
  /** The styling variant shown: the reader's styling, or the demo's first when it has none. */
  readonly variant: DemoVariantCode;
  /** Every styling the demo comes in. */
  readonly stylings: readonly CodeStyling[];
  readonly language: DemoLanguage;
  /** The edited source, or the original one. */
  readonly source: string;
  /** What the code area shows while not editing: the full source when expanded, else the preview. */
  readonly shownCode: string | null;
  readonly expanded: boolean;
  readonly editing: boolean;
  /**
   * The component to render: compiled from the edits, or the original; null for a paid demo this
   * build does not run (it has sources only, so it cannot be edited either), and for a demo that
   * loads its code on demand until it has (`prepare`).
   */
  readonly Component: ComponentType | null;
  /** What live editing compiles against, or null when the demo does not run here or it has not loaded yet. */
  readonly scope: Readonly<Record<string, unknown>> | null;
  /**
   * Whether the demo runs here: its component is in its module, or loads with `prepare`. A
   * paid demo this build does not run has sources only.
   */
  readonly runs: boolean;
  /** Loads the running code of a demo that loads it on demand (once; again after a failure); resolves at once for the others. */
  readonly prepare: () => Promise<void>;
  /** Changes whenever the rendered demo must start afresh (reset, other styling, new edit). */
  readonly previewKey: string;
  /** Changes whenever the editor must start from the original source (reset, other variant). */
  readonly editorKey: string;
  readonly setCodeVariant: (variant: CodeVariant) => void;
  readonly setCodeStyling: (styling: CodeStyling) => void;
  readonly toggleExpanded: () => void;
  readonly toggleEditing: () => void;
  readonly reset: () => void;
  /** From the live editor: the edited source, and its component when it compiled. */
  readonly onEdit: (source: string, component: ComponentType | null) => void;
}

function pickVariant<V extends DemoVariantCode>(variants: readonly V[], styling: CodeStyling): V {
  const variant = variants.find((v) => v.styling === styling) ?? variants[0];
  if (!variant) {
    throw new Error('A demo needs at least one variant.');
  }
  return variant;
}

export function useDemoSource(demo: DemoModule): DemoSource {
  const {codeVariant, codeStyling, setCodeVariant, setCodeStyling} = useCodePreferences();
  const running: DemoVariant | null = isRunningDemo(demo) ? pickVariant(demo.variants, codeStyling) : null;
  const variant: DemoVariantCode = running ?? pickVariant<DemoVariantCode>(demo.variants, codeStyling);
  const language = LANGUAGES[codeVariant];

  const [loaded, setLoaded] = useState<LiveDemoModule | null>(() => (isRunningDemo(demo) ? (demo.live ?? null) : null));
  const loading = useRef<Promise<void> | null>(null);
  const load = isRunningDemo(demo) ? demo.load : undefined;
  const prepare = useCallback((): Promise<void> => {
    if (!load) {
      return Promise.resolve();
    }
    loading.current ??= load().then(
      (module) => setLoaded(module.default),
      (error: unknown) => {
        // Offline, or a deploy removed the chunk: the demo stays as it is, and may try again.
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  }, [load]);
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState(false);
  const [resetCount, setResetCount] = useState(0);
  const [liveComponent, setLiveComponent] = useState<ComponentType | null>(null);
  const [editedSource, setEditedSource] = useState<string | null>(null);
  // A new live component gets a fresh error boundary, so a fixed edit replaces an error.
  const [liveVersion, setLiveVersion] = useState(0);

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
    setResetCount((count) => count + 1);
  }, []);
  const toggleExpanded = useCallback(() => setExpanded((value) => !value), []);
  const editable = running !== null;
  // A demo that does not run here has nothing to compile against: it is never edited.
  const toggleEditing = useCallback(() => setEditing((value) => editable && !value), [editable]);
  const onEdit = useCallback((next: string, component: ComponentType | null) => {
    setEditedSource(next);
    if (component) {
      setLiveComponent(() => component);
      setLiveVersion((version) => version + 1);
    }
  }, []);

  // A variant holds its source in both languages, keyed by language.
  const source = editedSource ?? variant[language];
  // A demo that loads its running code has it once `prepare` has run: `Demo` calls it when the
  // demo goes live, which editing asks for.
  const live = running ? (loaded?.variants[demo.variants.indexOf(running)] ?? running) : null;
  return {
    codeVariant,
    variant,
    stylings: demo.variants.map((v) => v.styling),
    language,
    source,
    shownCode: expanded || editing ? source : variant.preview,
    expanded,
    editing,
    Component: liveComponent ?? live?.Component ?? null,
    scope: live?.scope ?? null,
    runs: running !== null,
    prepare,
    previewKey: `${resetCount}-${variant.styling}-${liveVersion}`,
    editorKey: `${resetCount}-${variantKey}`,
    setCodeVariant,
    setCodeStyling,
    toggleExpanded,
    toggleEditing,
    reset,
    onEdit,
  };
}
