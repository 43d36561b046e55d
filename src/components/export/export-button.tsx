import { useEffect, useRef, useState } from 'react';
import {
  createExport,
  downloadExport,
  EXPORT_FORMATS,
  type ExportFilter,
  type ExportFormat,
} from '@/src/contracts/exports';
import { call } from '@/src/lib/api-client';
import { ApiError, shouldToast } from '@/src/lib/api-error';
import { fetchFile, saveFile } from '@/src/lib/download';
import { notify } from '@/src/lib/notify';
import { useOnline } from '@/src/lib/use-online';
import { offline } from '@/src/contracts/messages';
import { needsServerMark } from '@/src/components/ui/online-only';
import { Button } from '@/src/components/ui/button';
import { Popper } from '@/src/components/ui/popper';
import { EXPORT_FORMAT_LABEL, exportProgressText, exportRequestFor, type ExportPhase } from './export-request';
import styles from './export-button.module.css';

const OFFLINE_REASON = offline.exports;

/**
 * What is exported: how to ask for a hash (POST), and where the file for a hash is read (GET) — through the
 * streamed download, or through `call` when the session had to be refreshed first.
 */
export interface ExportSource {
  create: (format: ExportFormat, signal: AbortSignal) => Promise<{ data: { hash: string; fileName: string } }>;
  downloadPath: string;
  downloadAgain: (hash: string, signal: AbortSignal) => Promise<Blob>;
}

interface ExportButtonProps {
  /** The list's current filters: the file holds what the list shows, on every page. */
  filter: ExportFilter;
  /** Where the page places it (e.g. the end of a toolbar). */
  className?: string;
}

/** The payments lists' export (spec 7 `POST export` / `GET export`). */
export function ExportButton({ filter, className }: ExportButtonProps) {
  const source: ExportSource = {
    create: (format, signal) => call(createExport, { body: exportRequestFor(format, filter) }, { signal }),
    downloadPath: downloadExport.path,
    downloadAgain: (hash, signal) =>
      call(downloadExport, { query: { hash } }, { signal, responseType: 'blob' }) as unknown as Promise<Blob>,
  };
  return <ExportMenu source={source} className={className} />;
}

/**
 * "Export" → Excel or CSV → POST (the server answers with a short-lived hash) → GET the file, streamed,
 * with a progress line → the browser's download. Errors show the server's message.
 */
export function ExportMenu({ source, className }: { source: ExportSource; className?: string }) {
  const online = useOnline();
  const [state, setState] = useState<ExportPhase>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  // Leaving the page stops a download nobody would receive.
  useEffect(() => () => running.current?.abort(), []);

  async function run(format: ExportFormat) {
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    // Whether a failure came through call(), which has already toasted what the catalogue toasts.
    let viaCall = true;
    setState({ phase: 'preparing' });
    try {
      const created = await source.create(format, signal);
      viaCall = false;
      const file = await fetchFile(
        source.downloadPath,
        { hash: created.data.hash },
        {
          signal,
          onProgress: (progress) => setState({ phase: 'downloading', ...progress }),
          onUnauthorized: () => {
            viaCall = true;
            return source.downloadAgain(created.data.hash, signal);
          },
        },
      );
      saveFile(file.blob, file.fileName ?? created.data.fileName);
    } catch (error) {
      if (signal.aborted || (error instanceof ApiError && error.cancelled)) return;
      const shown = viaCall && error instanceof ApiError && shouldToast(error);
      if (!shown) notify.error(error instanceof Error ? error.message : undefined);
    } finally {
      if (running.current === controller) running.current = null;
      if (!signal.aborted) setState({ phase: 'idle' });
    }
  }

  const busy = state.phase !== 'idle';
  const status = busy ? exportProgressText(state) : online ? '' : OFFLINE_REASON;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <Popper
        label="Export format"
        placement="bottom-end"
        trigger={
          <Button appearance="secondary" loading={busy} disabled={busy || !online} {...needsServerMark}>
            Export
          </Button>
        }
      >
        {({ close }) => (
          <ul className={styles.menu}>
            {EXPORT_FORMATS.map((format) => (
              <li key={format}>
                <Button
                  appearance="ghost"
                  mode="fill"
                  onClick={() => {
                    close();
                    void run(format);
                  }}
                >
                  {EXPORT_FORMAT_LABEL[format]}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Popper>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
