/**
 * The Markdown elements, with two made accessible: a table that scrolls sideways can be reached
 * and scrolled with the keyboard, and a task-list checkbox has a name.
 */
import MDXComponents from '@theme-original/MDXComponents';
import MarkdownTable, {TaskCheckbox} from '../components/MarkdownTable';

export default {
  ...MDXComponents,
  table: MarkdownTable,
  input: TaskCheckbox,
};
