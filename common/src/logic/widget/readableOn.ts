/** WCAG relative luminance of a #rgb or #rrggbb colour. */
export function luminance(hex: string): number {
  let digits = hex.replace('#', '');
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const channel = (index: number) => {
    const value = parseInt(digits.slice(index, index + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = '#ffffff';
const INK = '#0f172a';

/**
 * The text colour for a coloured background (the header, the visitor's
 * bubbles, the launcher): white while it reaches the 4.5:1 of WCAG AA,
 * otherwise dark ink (a yellow or light custom primary colour).
 */
export function readableOn(background: string): string {
  return contrastRatio(WHITE, background) >= 4.5 ? WHITE : INK;
}
