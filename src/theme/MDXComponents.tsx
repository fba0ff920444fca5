/**
 * The Markdown elements, with two made accessible: a table that scrolls sideways can be reached
 * and scrolled with the keyboard, and a task-list checkbox has a name. And the element the build
 * puts a page's content below its first screens in (plugins/below-the-fold).
 */
import MDXComponents from '@theme-original/MDXComponents';
import BelowTheFold from '../components/BelowTheFold';
import MarkdownTable, {TaskCheckbox} from '../components/MarkdownTable';
import {BELOW_THE_FOLD_COMPONENT} from '../constants/dom';

export default {
  ...MDXComponents,
  table: MarkdownTable,
  input: TaskCheckbox,
  [BELOW_THE_FOLD_COMPONENT]: BelowTheFold,
};
