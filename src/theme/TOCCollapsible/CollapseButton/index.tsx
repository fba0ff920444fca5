/**
 * Wraps theme-classic's "On this page" button (the table of contents on phones), which opens and
 * closes the list through its handler: it is marked as a scripted control, so a press on it before
 * the page has hydrated opens the list once it has (src/utils/earlyPresses.ts). theme-classic
 * passes extra props to the button.
 */
import React, {type ReactNode} from 'react';
import CollapseButton from '@theme-original/TOCCollapsible/CollapseButton';
import type {Props} from '@theme/TOCCollapsible/CollapseButton';
import {SCRIPTED_CONTROL_ATTRIBUTE} from '../../../constants/dom';

export default function TOCCollapsibleCollapseButton(props: Props): ReactNode {
  return <CollapseButton {...props} {...{[SCRIPTED_CONTROL_ATTRIBUTE]: ''}} />;
}
