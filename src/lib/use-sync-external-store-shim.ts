/**
 * `use-sync-external-store/shim` for React 19, which has the hook itself: the package's shim would ship its
 * fallback for React 17 to every first screen (aliased in vite.config.ts; the router's store reads it).
 */
export { useSyncExternalStore } from 'react';
