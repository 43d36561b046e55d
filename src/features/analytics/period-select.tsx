import { Select } from '@/src/components/ui/select';
import { PERIOD_PRESET_LABELS, type PeriodPreset } from '@/src/lib/periods';

const OPTIONS = ([1, 2, 3, 4, 5, 0] as const).map((preset) => ({
  value: String(preset),
  label: PERIOD_PRESET_LABELS[preset],
}));

/** Spec 9's period presets; a custom range shows "Custom" until a preset is picked again. */
export function PeriodSelect({
  value,
  custom,
  onChange,
}: {
  value: PeriodPreset;
  custom: boolean;
  onChange: (preset: PeriodPreset) => void;
}) {
  const options = custom ? [{ value: 'custom', label: 'Custom range' }, ...OPTIONS] : OPTIONS;
  return (
    <Select
      label="Period"
      options={options}
      value={custom ? 'custom' : String(value)}
      onValueChange={(next) => next !== 'custom' && onChange(Number(next) as PeriodPreset)}
    />
  );
}
