import type { ExportFilter, ExportFormat, ExportRequest } from '@/src/contracts/exports';
import { formatBytes, type DownloadProgress } from '@/src/lib/download';

/** The two formats a person can pick, in the menu's order. */
export const EXPORT_FORMAT_LABEL: Record<ExportFormat, string> = { xlsx: 'Excel (.xlsx)', csv: 'CSV (.csv)' };

/**
 * The page's current filters → the POST export body. Unset filters (undefined, empty text) are left out so
 * the export holds exactly what the list shows, and the hash stays short.
 */
export function exportRequestFor(format: ExportFormat, filter: ExportFilter): ExportRequest {
  const kept = Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as ExportFilter;
  return { type: 'payments', format, filter: kept };
}

export type ExportPhase = { phase: 'idle' } | { phase: 'preparing' } | ({ phase: 'downloading' } & DownloadProgress);

/** What the line beside the button says while an export is under way; empty when nothing is. */
export function exportProgressText(state: ExportPhase): string {
  if (state.phase === 'preparing') return 'Preparing…';
  if (state.phase === 'downloading') {
    const received = formatBytes(state.received);
    return state.total ? `Downloading… ${received} of ${formatBytes(state.total)}` : `Downloading… ${received}`;
  }
  return '';
}
