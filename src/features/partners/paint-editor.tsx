import { Button } from '@/src/components/ui/button';
import { Select } from '@/src/components/ui/select';
import { TextInput } from '@/src/components/ui/text-input';
import { GRADIENT_COLORS_MAX, type PaintType } from '@/src/contracts/partners';
import { ColorRow } from './color-row';
import {
  PAINT_ANGLE_FIELD,
  PAINT_TYPE_FIELD,
  setPaintType,
  type ColorDraft,
  type PaintField,
  type PartnerDraft,
} from './partner-draft';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './partners.module.css';

interface PaintEditorProps {
  legend: string;
  /** 'Name colour', 'Fill colour': the rows are numbered after it. */
  colorLabel: string;
  field: PaintField;
  draft: PartnerDraft;
  errors: Record<string, string[]>;
  onChange: (next: PartnerDraft) => void;
  onBlur: (path: string) => void;
}

const TYPE_OPTIONS = [
  { value: 'solid', label: 'Solid colour' },
  { value: 'gradient', label: 'Gradient' },
];

/** A paint of the button (its name or its fill): solid with one colour, or a gradient of 2 to 5 at an angle. */
export function PaintEditor({ legend, colorLabel, field, draft, errors, onChange, onBlur }: PaintEditorProps) {
  const typeField = PAINT_TYPE_FIELD[field];
  const angleField = PAINT_ANGLE_FIELD[field];
  const type = draft[typeField];
  const colors = draft[field];
  const setColors = (next: ColorDraft[]) => onChange({ ...draft, [field]: next });
  // The list's own errors (solid with two colours, the almost-white rule) belong to the whole paint.
  const listErrors = errors[field];

  return (
    <fieldset className={`${blocks.fieldset} ${styles.fieldset}`}>
      <legend>{legend}</legend>
      <div className={blocks.twoColumns}>
        <Select
          label="Type"
          value={type}
          options={TYPE_OPTIONS}
          onValueChange={(value) => onChange(setPaintType(draft, field, value as PaintType))}
          errors={errors[typeField]}
        />
        {type === 'gradient' ? (
          <TextInput
            label="Gradient angle (0–360°)"
            value={draft[angleField]}
            inputMode="numeric"
            limit={3}
            pattern={/[0-9]/}
            autoComplete="off"
            onValueChange={(value) => onChange({ ...draft, [angleField]: value })}
            onBlur={() => onBlur(angleField)}
            errors={errors[angleField]}
          />
        ) : null}
      </div>
      {colors.map((color, index) => (
        <ColorRow
          key={index}
          label={type === 'solid' ? colorLabel : `${colorLabel} ${index + 1}`}
          path={`${field}.${index}`}
          value={color}
          errors={errors}
          onChange={(next) => setColors(colors.map((c, i) => (i === index ? next : c)))}
          onBlur={onBlur}
          onRemove={
            type === 'gradient' && colors.length > 2 ? () => setColors(colors.filter((_, i) => i !== index)) : undefined
          }
        />
      ))}
      {type === 'gradient' && colors.length < GRADIENT_COLORS_MAX ? (
        <Button
          appearance="ghost"
          icon="plus"
          onClick={() => setColors([...colors, { color: '#FFFFFF', opacity: '1' }])}
        >
          Add a colour
        </Button>
      ) : null}
      {listErrors?.length ? (
        <p role="alert" className={styles.error} id={`${field}-error`}>
          {listErrors[0]}
        </p>
      ) : null}
    </fieldset>
  );
}
