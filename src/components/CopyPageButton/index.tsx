/**
 * "Copy page": copies the page as Markdown (its `.md` copy, written by plugins/page-markdown),
 * for pasting into a chat with a language model or a note. The Markdown is fetched on demand,
 * never carried in the page: the request starts when the reader reaches for the button (pointer
 * over it or touching it, focus), so the click usually finds it there. Drawn as the navbar's
 * outlined button (no button styles of its own). A failed fetch or clipboard write
 * changes nothing on the page (the label stays "Copy page").
 */
import React, {useCallback, useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Glyph from '../Glyph';
import NavbarButton from '../NavbarButton';
import {useClipboardCopy} from '../../hooks/useClipboardCopy';
import {COPY_FEEDBACK_MS} from '../../constants/code';
import {markdownUrlOf} from '../../utils/pageMarkdown';

interface CopyPageButtonProps {
  /** The page's address; its Markdown is at this address plus `.md`. */
  readonly permalink: string;
  readonly className?: string;
}

async function fetchText(url: string): Promise<string | null> {
  try {
    const response = await fetch(url);
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

export default function CopyPageButton({permalink, className}: CopyPageButtonProps): ReactNode {
  const {copied, copy} = useClipboardCopy(COPY_FEEDBACK_MS.page);
  const pending = useRef<{url: string; text: Promise<string | null>} | null>(null);
  const url = markdownUrlOf(permalink);

  const load = useCallback((): Promise<string | null> => {
    if (pending.current?.url !== url) {
      pending.current = {url, text: fetchText(url)};
    }
    return pending.current.text;
  }, [url]);

  const onClick = useCallback(async () => {
    const text = await load();
    if (text === null) {
      // Try again on the next click (the network may be back).
      pending.current = null;
      return;
    }
    await copy(text);
  }, [copy, load]);

  // No translator descriptions: they would ship in the bundle of every docs page.
  const label = copied
    ? translate({id: 'mui.copyPage.copied', message: 'Copied'})
    : translate({id: 'mui.copyPage.copy', message: 'Copy page'});
  return (
    <NavbarButton variant="outlined" className={className} onPointerEnter={() => void load()} onFocus={() => void load()} onClick={() => void onClick()}>
      <Glyph name="copy" fontSize="small" />
      <span aria-live="polite">{label}</span>
    </NavbarButton>
  );
}
