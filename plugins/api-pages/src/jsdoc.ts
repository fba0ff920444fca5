/**
 * Reading the JSDoc conventions of the MUI packages. Pure: works on comment text.
 *
 * A component's own comment is generated upstream and looks like
 *
 *     Demos:
 *
 *     - [Button](https://mui.com/material-ui/react-button/)
 *
 *     API:
 *
 *     - [Button API](https://mui.com/material-ui/api/button/)
 *     - inherits [ButtonBase API](https://mui.com/material-ui/api/button-base/)
 */
import type {DocLink} from './types';

interface ComponentDoc {
  /** Text before the `Demos:` / `API:` sections. */
  readonly description: string;
  readonly demos: readonly DocLink[];
  readonly apiLinks: readonly DocLink[];
}

const SECTION_HEADING = /^(Demos|API):\s*$/;
const LIST_LINK = /^\s*-\s+(?:inherits\s+)?\[([^\]]+)\]\(([^)\s]+)\)/;

export function parseComponentDoc(text: string): ComponentDoc {
  const description: string[] = [];
  const demos: DocLink[] = [];
  const apiLinks: DocLink[] = [];
  let section: 'none' | 'Demos' | 'API' = 'none';
  for (const line of text.split('\n')) {
    const heading = SECTION_HEADING.exec(line.trim());
    if (heading) {
      section = heading[1] === 'Demos' ? 'Demos' : 'API';
      continue;
    }
    if (section === 'none') {
      description.push(line);
      continue;
    }
    const link = LIST_LINK.exec(line);
    if (link?.[1] && link[2]) {
      (section === 'Demos' ? demos : apiLinks).push({text: link[1], href: link[2]});
    }
  }
  return {description: description.join('\n').trim(), demos, apiLinks};
}

/**
 * The component named by an `inherits [X API](…)` line, which upstream writes from the real
 * source; used to confirm (and, for third-party components, name) what the types say.
 */
export function inheritedFromDoc(text: string): DocLink | undefined {
  const match = /^\s*-\s+inherits\s+\[([^\]]+?)(?:\s+API)?\]\(([^)\s]+)\)/m.exec(text);
  return match?.[1] && match[2] ? {text: match[1], href: match[2]} : undefined;
}

/** Folds a JSDoc tag text: trims and turns line breaks into spaces for one-line values. */
export function tagValue(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/**
 * A `@param` tag as TypeScript reports it (`index The thumb label's index to format.`) → a
 * Markdown list item.
 */
export function paramLine(text: string): string {
  const cleaned = text.replace(/^\{[^}]*\}\s*/, '').trim();
  const match = /^(\S+)\s*(?:-\s*)?([\s\S]*)$/.exec(cleaned);
  if (!match?.[1]) {
    return `- ${tagValue(cleaned)}`;
  }
  const rest = tagValue(match[2] ?? '');
  return rest ? `- \`${match[1]}\`: ${rest}` : `- \`${match[1]}\``;
}
