import { offline } from '@/src/contracts/messages';

/** Said beside a disabled money action, so the person knows why and what to do. */
export const OFFLINE_REASON = offline.transfers;
