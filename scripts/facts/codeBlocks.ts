/**
 * The fenced code blocks of a Markdown/MDX page that the facts check reads: TypeScript and
 * JavaScript (`ts`, `tsx`, `js`, `jsx`), each with the page line its code starts on. A block whose
 * meta holds `nocheck` (```tsx nocheck) is skipped: code that is wrong for the installed packages
 * on purpose, such as the "before" side of a migration.
 */

export const CHECKED_LANGUAGES = ['ts', 'tsx', 'js', 'jsx'] as const;
export type CheckedLanguage = (typeof CHECKED_LANGUAGES)[number];

export interface CodeBlock {
  readonly language: CheckedLanguage;
  readonly code: string;
  /** The page line (1-based) of the block's first line of code. */
  readonly firstLine: number;
}

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)(.*)$/;

function isChecked(language: string): language is CheckedLanguage {
  return (CHECKED_LANGUAGES as readonly string[]).includes(language);
}

export function codeBlocksOf(markdown: string): CodeBlock[] {
  const lines = markdown.split('\n');
  const blocks: CodeBlock[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = FENCE_OPEN.exec(lines[index] ?? '');
    if (!open) {
      continue;
    }
    const [, indent = '', fence = '', language = '', meta = ''] = open;
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end] ?? '')) {
      end += 1;
    }
    if (isChecked(language) && !/(^|\s)nocheck(\s|$)/.test(meta)) {
      const body = lines.slice(index + 1, end).map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line));
      blocks.push({language, code: body.join('\n'), firstLine: index + 2});
    }
    index = end;
  }
  return blocks;
}
