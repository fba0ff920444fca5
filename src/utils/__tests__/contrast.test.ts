import {themes} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {contrastRatio, parseColor, readableOn} from '../contrast';
import {MIN_TEXT_CONTRAST, readableCodeTheme} from '../codeTheme';

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
});
