import { cardJobHandlers } from '../modules/card-issuer/card-notifications';
import { declineWarningTask } from '../modules/card-analytics/decline-warning';
import { analyticsRetentionTask, analyticsRollupTask } from '../modules/analytics/analytics-tasks';
import { cardFeesTask } from '../modules/cards/card-fees';
import { compensationPayoutsTask } from '../modules/compensation/payouts';
import { notificationDeliveryHandlers } from '../modules/notifications/deliveries';
import { jobsCleanupTask } from './cleanup';
import { RECURRING_JOB, recurringHandler, type RecurringTask } from './recurring';
import type { JobHandlers } from './worker';

/**
 * Every recurring task of the portal, made with `every(name, intervalMs, fn)` from ./recurring.
 * Add one line per task (card monthly fees, compensation payouts, …).
 */
export const RECURRING_TASKS: RecurringTask[] = [cardFeesTask, compensationPayoutsTask, declineWarningTask, jobsCleanupTask, analyticsRollupTask, analyticsRetentionTask];

/** Every job kind and its handler. Add one line per kind (or spread a module's map). */
export const JOB_HANDLERS: JobHandlers = {
  ...notificationDeliveryHandlers,
  ...cardJobHandlers,
  [RECURRING_JOB]: recurringHandler(RECURRING_TASKS),
};
