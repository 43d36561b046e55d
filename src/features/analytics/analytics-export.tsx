import { ExportMenu, type ExportSource } from '@/src/components/export/export-button';
import { createAnalyticsExport, downloadAnalyticsExport, type AnalyticsQuery } from '@/src/contracts/analytics';
import { call } from '@/src/lib/api-client';

/**
 * The analytics page as a file (Excel: a sheet per table; CSV: titled blocks), for the period and filters
 * the page shows. Only defined filters travel, so the hash stays short.
 */
export function AnalyticsExportButton({ query, className }: { query: AnalyticsQuery; className?: string }) {
  const filter = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as AnalyticsQuery;
  const source: ExportSource = {
    create: (format, signal) => call(createAnalyticsExport, { body: { format, filter } }, { signal }),
    downloadPath: downloadAnalyticsExport.path,
    downloadAgain: (hash, signal) =>
      call(downloadAnalyticsExport, { query: { hash } }, { signal, responseType: 'blob' }) as unknown as Promise<Blob>,
  };
  return <ExportMenu source={source} className={className} />;
}
