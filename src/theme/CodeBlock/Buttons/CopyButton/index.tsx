/**
 * Ejected (unsafe) from theme-classic 3.10.2 `CodeBlock/Buttons/CopyButton`: Docusaurus' button
 * reverts after a hard-coded 1000 ms, shows no text and lets clipboard errors escape. Ours shows
 * "Copy" / "Copied" for 2000 ms (spec §4, §9), ignores clipboard failures (spec §8), and carries
 * the analytics attributes and the hook the Ctrl/Cmd+C shortcut clicks.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Buttons/CopyButton';
import {COPY_FEEDBACK_MS, COPY_LABELS} from '../../../../constants/code';
import {useClipboardCopy} from '../../../../hooks/useClipboardCopy';
import styles from './styles.module.css';

export default function CopyButton({className}: Props): ReactNode {
  const {
    metadata: {code, language},
  } = useCodeBlockContext();
  const {copied, copy} = useClipboardCopy(COPY_FEEDBACK_MS.codeBlock);
  return (
    <button
      type="button"
      className={clsx(className, 'clean-btn', styles.copyButton)}
      aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
      data-copy-button=""
      data-copied={copied ? 'true' : undefined}
      data-ga-event-category="code"
      data-ga-event-action="copy-click"
      data-ga-event-label={language ?? 'text'}
      onClick={() => void copy(code)}>
      {copied ? COPY_LABELS.copied : COPY_LABELS.copy}
    </button>
  );
}
