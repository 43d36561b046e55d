/**
 * Colours of the partner button (spec 3: lists of {color as hex, opacity}; spec 5: hex is # plus 3 or 6
 * hex digits, and a colour is almost white when all three channels are above 240). Schema-free, so the
 * client layout can draw the button without the schema library.
 */

export interface ButtonColor {
  /** #RGB or #RRGGBB. */
  color: string;
  /** 0 (transparent) to 1 (opaque). */
  opacity: number;
}

export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** Spec 5: every channel above 240. */
export const ALMOST_WHITE_ABOVE = 240;

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

/** `#abc` → [170, 187, 204]; null when not a hex colour. */
export function hexToRgb(value: string): [number, number, number] | null {
  if (!isHexColor(value)) return null;
  const digits = value.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

export function isAlmostWhite(rgb: readonly [number, number, number]): boolean {
  return rgb.every((channel) => channel > ALMOST_WHITE_ABOVE);
}

/** What a colour looks like drawn with its opacity over white: a faint black on white reads as white. */
export function overWhite({ color, opacity }: ButtonColor): [number, number, number] | null {
  const rgb = hexToRgb(color);
  if (!rgb) return null;
  const alpha = Math.min(1, Math.max(0, opacity));
  return rgb.map((channel) => Math.round(channel * alpha + 255 * (1 - alpha))) as [number, number, number];
}

/** True when the colour, drawn over white with its opacity, is almost white. */
export function looksAlmostWhite(color: ButtonColor): boolean {
  const rgb = overWhite(color);
  return rgb !== null && isAlmostWhite(rgb);
}

/**
 * The almost-white rule as this portal reads it: the button's name is refused when it would vanish into
 * its fill, that is when some name colour and some fill colour both look almost white (each drawn with its
 * opacity over white, the light page the button sits on).
 */
export function nameVanishesIntoFill(nameColors: readonly ButtonColor[], fillColors: readonly ButtonColor[]): boolean {
  return nameColors.some(looksAlmostWhite) && fillColors.some(looksAlmostWhite);
}

/** `#abc` at 0.5 → `rgba(170, 187, 204, 0.5)`; an invalid colour is transparent. */
export function toRgba(color: ButtonColor): string {
  const rgb = hexToRgb(color.color);
  if (!rgb) return 'transparent';
  const alpha = Math.round(Math.min(1, Math.max(0, color.opacity)) * 100) / 100;
  return `rgba(${rgb[0]}, ${rgb[1]}, ${rgb[2]}, ${alpha})`;
}

/** A solid colour (one entry) or a linear gradient at `angle` degrees over two or more, evenly spread. */
export function toCssPaint(colors: readonly ButtonColor[], angle: number): string {
  if (colors.length === 0) return 'transparent';
  if (colors.length === 1) return toRgba(colors[0]!);
  return `linear-gradient(${angle}deg, ${colors.map(toRgba).join(', ')})`;
}
