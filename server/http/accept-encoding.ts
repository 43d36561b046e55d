/** The content codings this server sends, best first: brotli is smaller than gzip for the same text. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * The coding to answer with, from the request's `Accept-Encoding` and the codings on offer (RFC 9110
 * §12.5.3): the highest q-value wins, brotli on a tie; `q=0` refuses a coding, `*` stands for any coding not
 * named. `null` means the raw bytes (identity), which every client takes.
 */
export function preferredEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | null {
  if (!header || available.length === 0) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number(value);
    }
    if (Number.isFinite(q)) weights.set(name.trim(), Math.min(Math.max(q, 0), 1));
  }
  const wildcard = weights.get('*') ?? 0;
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const encoding of ENCODINGS) {
    if (!available.includes(encoding)) continue;
    const q = weights.get(encoding) ?? wildcard;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}
