import { Button } from '@/src/components/ui/button';
import { TextInput } from '@/src/components/ui/text-input';
import { hexToRgb } from '@/src/contracts/partner-colors';
import type { ColorDraft } from './partner-draft';
import styles from './partners.module.css';

interface ColorRowProps {
  /** Names the row for people and for the errors: e.g. 'Fill colour 2'. */
  label: string;
  /** The field path of the row, e.g. `buttonColor.1`: errors are keyed by it. */
  path: string;
  value: ColorDraft;
  errors: Record<string, string[]>;
  onChange: (next: ColorDraft) => void;
  onBlur: (path: string) => void;
  onRemove?: () => void;
}

const toPickerValue = (hex: string) => {
  const rgb = hexToRgb(hex.trim());
  return rgb ? `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}` : '#000000';
};

/** One colour of a paint: the platform's picker, the hex it stands for and its opacity. */
export function ColorRow({ label, path, value, errors, onChange, onBlur, onRemove }: ColorRowProps) {
  return (
    <div className={styles.colorRow}>
      <input
        type="color"
        className={styles.swatch}
        aria-label={`${label}: picker`}
        value={toPickerValue(value.color)}
        onChange={(event) => onChange({ ...value, color: event.target.value.toUpperCase() })}
      />
      <TextInput
        label={`${label} (hex)`}
        value={value.color}
        limit={7}
        pattern={/[#0-9a-fA-F]/}
        autoComplete="off"
        spellCheck={false}
        onValueChange={(color) => onChange({ ...value, color })}
        onBlur={() => onBlur(`${path}.color`)}
        errors={errors[`${path}.color`]}
      />
      <TextInput
        label={`${label} opacity (0–1)`}
        value={value.opacity}
        inputMode="decimal"
        limit={4}
        pattern={/[0-9.,]/}
        autoComplete="off"
        onValueChange={(opacity) => onChange({ ...value, opacity })}
        onBlur={() => onBlur(`${path}.opacity`)}
        errors={errors[`${path}.opacity`]}
      />
      {onRemove ? (
        <Button
          appearance="icon"
          icon="close"
          aria-label={`Remove ${label.toLowerCase()}`}
          onClick={onRemove}
          className={styles.remove}
        />
      ) : null}
    </div>
  );
}
