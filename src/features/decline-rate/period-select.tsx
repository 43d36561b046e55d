import { Select } from '@/src/components/ui/select';
import { LAST_30_DAYS, RATE_PERIOD_LABELS, type RatePeriodPreset } from '@/src/lib/periods';

const OPTIONS = ([LAST_30_DAYS, 1, 2, 3, 4, 5, 0] as const).map((preset) => ({
  value: String(preset),
  label: RATE_PERIOD_LABELS[preset],
}));

export function PeriodSelect({
  value,
  onChange,
}: {
  value: RatePeriodPreset;
  onChange: (preset: RatePeriodPreset) => void;
}) {
  return (
    <Select
      label="Period"
      options={OPTIONS}
      value={String(value)}
      onValueChange={(next) => onChange(Number(next) as RatePeriodPreset)}
    />
  );
}
