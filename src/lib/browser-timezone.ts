/**
 * The browser's IANA timezone (for the fingerprint, spec 3), read in a worker. The page's first `Intl` call
 * initialises ICU's zone and calendar data: 100–150 ms of main-thread CPU on a mid-range phone, one long task
 * right after the first screen appears (issue 20: the sign-in screen's TBT). In a worker it costs the page
 * nothing; where a worker cannot start, the page reads the zone itself.
 */
export function browserTimezone(): Promise<string> {
  if (typeof Worker === 'undefined') return Promise.resolve(readTimezone());
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./timezone-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(readTimezone());
      return;
    }
    const finish = (zone: unknown) => {
      worker.terminate();
      resolve(typeof zone === 'string' ? zone : readTimezone());
    };
    worker.onmessage = (event: MessageEvent<unknown>) => finish(event.data);
    worker.onerror = () => finish(null);
  });
}

export function readTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
}
