export { DEVICE_LABEL, FUNNEL_LABEL, RISK_LABEL } from '@/src/contracts/analytics-labels';

export const dayLabel = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}`;
