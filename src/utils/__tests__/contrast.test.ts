import fs from 'node:fs';
import path from 'node:path';
import {themes} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {contrastRatio, overlayOn, parseColor, readableOn} from '../contrast';
import {HIGHLIGHTED_LINE_OVERLAY, MIN_TEXT_CONTRAST, readableCodeTheme} from '../codeTheme';

describe('contrastRatio', () => {
  it.each<[string, string, number]>([
    ['#000', '#fff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#8d949e', '#ffffff', 3.06],
    ['#0072e5', '#f2f2f2', 4.13],
    ['rgb(98, 114, 164)', '#282a36', 3.02],
  ])('%s on %s is %f:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
  });

  it('rejects a colour it cannot read, naming it', () => {
    expect(() => parseColor('hsl(0 0% 0%)')).toThrow('Unsupported colour "hsl(0 0% 0%)"');
  });
});

describe('readableOn', () => {
  it.each<[string, string, string]>([
    ['keeps a colour that already passes', '#393a34', '#f6f8fa'],
    ['darkens on a light background', '#36acaa', '#f6f8fa'],
    ['lightens on a dark background', 'rgb(98, 114, 164)', '#282a36'],
  ])('%s', (_name, color, background) => {
    const result = readableOn(color, background, 4.5);
    expect(contrastRatio(result, background)).toBeGreaterThanOrEqual(4.5);
    if (contrastRatio(color, background) >= 4.5) {
      expect(result).toBe(color);
    }
  });
});

describe('overlayOn', () => {
  it.each([
    ['rgba(0, 0, 0, 0.08)', '#f6f8fa', '#e2e4e6'],
    ['rgba(255, 255, 255, 0.1)', '#282a36', '#3e3f4a'],
    ['rgba(0, 0, 0, 0)', '#123456', '#123456'],
  ])('%s over %s shows as %s', (overlay, background, seen) => {
    expect(overlayOn(overlay, background)).toBe(seen);
  });

  it('names an overlay it cannot read', () => {
    expect(() => overlayOn('#000', '#fff')).toThrow('Unsupported overlay "#000"');
  });
});

describe('readableCodeTheme on highlighted lines', () => {
  it.each([
    ['github', themes.github, HIGHLIGHTED_LINE_OVERLAY.light],
    ['dracula', themes.dracula, HIGHLIGHTED_LINE_OVERLAY.dark],
  ])('every %s token reaches 4.5:1 on the code and on a highlighted line', (_name, theme, overlay) => {
    const readable = readableCodeTheme(theme, overlay);
    const code = readable.plain.backgroundColor ?? '';
    const line = overlayOn(overlay, code);
    for (const color of [readable.plain.color, ...readable.styles.map((entry) => entry.style.color)]) {
      if (color !== undefined) {
        expect(contrastRatio(color, code), color).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        expect(contrastRatio(color, line), color).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    }
  });

  it('matches the tint the site stylesheet gives highlighted lines', () => {
    const css = fs.readFileSync(path.join(__dirname, '../../css/custom.css'), 'utf8');
    const values = [...css.matchAll(/--docusaurus-highlighted-code-line-bg:\s*([^;]+);/g)].map((match) => match[1]);
    expect(values).toEqual([HIGHLIGHTED_LINE_OVERLAY.light, HIGHLIGHTED_LINE_OVERLAY.dark]);
  });
});

describe('readableCodeTheme', () => {
  it.each([['github', themes.github], ['dracula', themes.dracula], ['vsDark', themes.vsDark]])('every %s token reaches 4.5:1', (_name, theme) => {
    const readable = readableCodeTheme(theme);
    const background = readable.plain.backgroundColor ?? '';
    for (const color of [readable.plain.color, ...readable.styles.map((entry) => entry.style.color)]) {
      if (color !== undefined) {
        expect(contrastRatio(color, background), color).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    }
  });

  it('drops opacity and sets no property to undefined (which would clear an earlier token type’s)', () => {
    const readable = readableCodeTheme(themes.github);
    const namespace = readable.styles.find((entry) => entry.types.includes('namespace'));
    expect(namespace?.style).toEqual({});
    for (const style of [readable.plain, ...readable.styles.map((entry) => entry.style)]) {
      expect(Object.values(style)).not.toContain(undefined);
    }
  });
});
