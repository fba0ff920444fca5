/**
 * Colour contrast as WCAG 2 defines it, and the nearest readable colour. Pure; used at build time
 * to keep the code-highlighting themes readable.
 * https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio
 */

export type Rgb = readonly [number, number, number];

/** `#rgb`, `#rrggbb` or `rgb(r, g, b)`; throws on anything else, naming the value. */
export function parseColor(color: string): Rgb {
  const value = color.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i.exec(value);
  if (rgb) {
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  }
  throw new Error(`Unsupported colour "${color}": use #rgb, #rrggbb or rgb(r, g, b).`);
}

/**
 * The colour seen where a translucent `rgba(r, g, b, a)` overlay lies on an opaque background:
 * how a highlighted code line's tint shows.
 */
export function overlayOn(overlay: string, background: string): string {
  const match = /^rgba\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*([\d.]+)\s*\)$/i.exec(overlay.trim());
  if (!match) {
    throw new Error(`Unsupported overlay "${overlay}": use rgba(r, g, b, alpha).`);
  }
  const alpha = Number(match[4]);
  const top = [Number(match[1]), Number(match[2]), Number(match[3])];
  return toHex(parseColor(background).map((channel, i) => channel + ((top[i] ?? 0) - channel) * alpha) as unknown as Rgb);
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(parseColor(a)), relativeLuminance(parseColor(b))].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/**
 * `color` itself when it reaches `minRatio` against `background`; otherwise the colour mixed
 * towards black (on a light background) or white (on a dark one) in small steps until it does,
 * so the hue stays recognisable.
 */
export function readableOn(color: string, background: string, minRatio: number): string {
  if (contrastRatio(color, background) >= minRatio) {
    return color;
  }
  const target: Rgb = relativeLuminance(parseColor(background)) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  const source = parseColor(color);
  for (let step = 1; step <= 50; step += 1) {
    const amount = step / 50;
    const mixed = toHex(source.map((channel, i) => channel + ((target[i] ?? 0) - channel) * amount) as unknown as Rgb);
    if (contrastRatio(mixed, background) >= minRatio) {
      return mixed;
    }
  }
  return toHex(target);
}
