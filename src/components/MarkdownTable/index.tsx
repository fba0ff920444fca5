/**
 * Markdown's table and task-list checkbox, as rendered from MDX.
 *
 * A wide table scrolls sideways inside the page (Infima gives tables `overflow: auto`); keyboard
 * users can only scroll what they can focus (WCAG 2.1.1), so a table takes a tab stop while its
 * content is wider than its box, and none when it fits. Measured after mount and on resize: the
 * server renders no tab stop.
 */
import {translate} from '@docusaurus/Translate';
import {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

export default function MarkdownTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table || typeof ResizeObserver === 'undefined') {
      return undefined;
    }
    const measure = () => setScrolls(table.scrollWidth > table.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return <table {...props} ref={ref} tabIndex={scrolls ? 0 : props.tabIndex} />;
}

/**
 * GitHub-flavoured Markdown renders `- [x] item` as a disabled checkbox before the item's text,
 * with no label; it is named by its state so a screen reader says more than "checkbox".
 */
export function TaskCheckbox(props: ComponentProps<'input'>): ReactNode {
  if (props.type !== 'checkbox' || props['aria-label'] !== undefined) {
    return <input {...props} />;
  }
  const label = props.checked
    ? translate({id: 'mui.markdown.taskDone', message: 'Done'})
    : translate({id: 'mui.markdown.taskOpen', message: 'Not done'});
  return <input {...props} aria-label={label} />;
}
