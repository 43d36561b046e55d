import { create } from 'qrcode';
import { useMemo } from 'react';

export interface QrCodeProps {
  /** What the code encodes, usually a URL. */
  value: string;
  /** Rendered width and height in px. */
  size?: number;
  /** Says what scanning it does, e.g. 'QR code: contact us on WeChat'. */
  label: string;
  className?: string;
}

/** Quiet zone of the QR standard: four modules of light margin around the symbol. */
const QUIET_ZONE = 4;

/** The dark modules as one SVG path of unit squares. */
export function qrPath(value: string): { path: string; modules: number } {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { path, modules: modules.size };
}

/**
 * A QR code drawn as crisp SVG. Always dark on white, in both themes: scanners need the contrast and the
 * quiet zone, whatever the page around looks like.
 */
export function QrCode({ value, size = 200, label, className }: QrCodeProps) {
  const { path, modules } = useMemo(() => qrPath(value), [value]);
  const extent = modules + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
