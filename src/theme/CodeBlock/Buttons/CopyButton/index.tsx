/**
 * Ejected (unsafe) from theme-classic 3.10.2 `CodeBlock/Buttons/CopyButton`: Docusaurus' button
 * reverts after a hard-coded 1000 ms, shows no text and lets clipboard errors escape. Ours shows
 * "Copy", then "Copied" for 2000 ms; a failed clipboard write is ignored (the label stays "Copy").
 * It carries the click-tracking attributes and the attribute the Ctrl/Cmd+C shortcut looks for.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Buttons/CopyButton';
import {gaEventProps} from '../../../../components/shared/gaEventProps';
import {CODE_GA_EVENTS, COPY_FEEDBACK_MS} from '../../../../constants/code';
import {COPIED_ATTRIBUTE, COPY_BUTTON_ATTRIBUTE} from '../../../../constants/dom';
import {useClipboardCopy} from '../../../../hooks/useClipboardCopy';
import styles from './styles.module.css';

export default function CopyButton({className}: Props): ReactNode {
  const {
    metadata: {code, language},
  } = useCodeBlockContext();
  const {copied, copy} = useClipboardCopy(COPY_FEEDBACK_MS.codeBlock);
  const label = copied
    ? translate({id: 'mui.copyButton.copied', message: 'Copied', description: 'The code block copy button once the code is copied'})
    : translate({id: 'mui.copyButton.copy', message: 'Copy', description: 'The code block copy button'});
  return (
    <button
      type="button"
      className={clsx(className, 'clean-btn', styles.copyButton)}
      aria-label={copied ? label : translate({id: 'mui.copyButton.ariaLabel', message: 'Copy code to clipboard'})}
      {...{[COPY_BUTTON_ATTRIBUTE]: '', [COPIED_ATTRIBUTE]: copied ? 'true' : undefined}}
      {...gaEventProps({category: CODE_GA_EVENTS.codeBlockCategory, action: CODE_GA_EVENTS.copyClick, label: language ?? 'text'})}
      onClick={() => void copy(code)}>
      {label}
    </button>
  );
}
