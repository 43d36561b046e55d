import { Button } from './button';

export interface ChipChoice<T> {
  /** What the list shows when chosen; undefined for "All". */
  value: T;
  label: string;
}

/**
 * One choice among a few, as pressed/unpressed chips (a list's status filter). Only the chips: the caller's
 * `role="group"` around them names the choice and may hold other buttons of the row.
 */
export function ChipChoices<T>({
  choices,
  value,
  onChange,
}: {
  choices: readonly ChipChoice<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return choices.map((choice) => (
    <Button
      key={choice.label}
      appearance="chips"
      selected={value === choice.value}
      onClick={() => onChange(choice.value)}
    >
      {choice.label}
    </Button>
  ));
}
