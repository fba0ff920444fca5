import {describe, expect, it} from 'vitest';
import {markdownUrlOf} from '../pageMarkdown';

describe('markdownUrlOf', () => {
  it.each([
    ['/material-ui/react-button', '/material-ui/react-button.md'],
    ['/material-ui/', '/material-ui.md'],
    ['/material-ui', '/material-ui.md'],
    ['/x/api/data-grid/data-grid', '/x/api/data-grid/data-grid.md'],
    ['/', '/index.md'],
  ])('%s → %s', (permalink, expected) => {
    expect(markdownUrlOf(permalink)).toBe(expected);
  });
});
