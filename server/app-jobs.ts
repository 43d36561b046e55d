import { RECURRING_JOB, recurringHandler, type RecurringTask } from './jobs/recurring';
import type { JobHandlers } from './jobs/worker';
import { jobsCleanupTask } from './jobs/cleanup';
import { cardJobHandlers } from './modules/card-issuer/card-notifications';
import { autoTopUpJobHandlers } from './modules/auto-top-up/refill';
import { autoTopUpSweepTask } from './modules/auto-top-up/sweep';
import { analyticsRetentionTask, analyticsRiskTask, analyticsRollupTask } from './modules/analytics/analytics-tasks';
import { declineWarningTask } from './modules/card-analytics/decline-warning';
import { cardFeesTask } from './modules/cards/card-fees';
import { compensationPayoutsTask } from './modules/compensation/payouts';
import { notificationDeliveryHandlers } from './modules/notifications/deliveries';
import { requestJobHandlers } from './modules/requests/request-deliveries';
import { requestExpiryTask } from './modules/requests/request-lifecycle';

/**
 * The app's background work, registered at start (main.ts hands it to bootstrap): the job queue in
 * server/jobs knows how to run tasks and handlers, not which ones exist, so it imports no module.
 */

/** Every recurring task, made with `every(name, intervalMs, fn)` from jobs/recurring. One line per task. */
export const RECURRING_TASKS: RecurringTask[] = [
  cardFeesTask,
  compensationPayoutsTask,
  declineWarningTask,
  jobsCleanupTask,
  analyticsRollupTask,
  analyticsRetentionTask,
  analyticsRiskTask,
  autoTopUpSweepTask,
  requestExpiryTask,
];

/** Every job kind and its handler. One line per kind (or spread a module's map). */
export const JOB_HANDLERS: JobHandlers = {
  ...notificationDeliveryHandlers,
  ...cardJobHandlers,
  ...autoTopUpJobHandlers,
  ...requestJobHandlers,
  [RECURRING_JOB]: recurringHandler(RECURRING_TASKS),
};

export const APP_JOBS = { handlers: JOB_HANDLERS, recurring: RECURRING_TASKS };
