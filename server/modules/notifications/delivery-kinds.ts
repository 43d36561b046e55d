/** Job kinds of the notification deliveries (server/jobs): one job per user and channel, or per push subscription. */
export const DELIVERY_JOB = {
  email: 'notify.email',
  telegram: 'notify.telegram',
  push: 'notify.push',
} as const;
