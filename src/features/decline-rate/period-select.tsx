import { Select } from '@/src/components/ui/select';
import { PERIOD_PRESET_LABELS, type PeriodPreset } from '@/src/lib/periods';

const OPTIONS = ([1, 2, 3, 4, 5, 0] as const).map((preset) => ({
  value: String(preset),
  label: PERIOD_PRESET_LABELS[preset],
}));

export function PeriodSelect({ value, onChange }: { value: PeriodPreset; onChange: (preset: PeriodPreset) => void }) {
  return (
    <Select
      label="Period"
      options={OPTIONS}
      value={String(value)}
      onValueChange={(next) => onChange(Number(next) as PeriodPreset)}
    />
  );
}
