import type { ReactNode } from 'react';
import { PERIOD_PRESET_LABELS, type PeriodPreset } from '@/src/lib/periods';
import { useDebouncedSearch } from '@/src/lib/use-debounced';
import { Select } from './select';
import { TextInput } from './text-input';
import blocks from './page-blocks.module.css';

/**
 * A list's filters: a search landmark named for what it filters, the inputs in a grid. Pages keep their
 * filters in the URL; each field below reports a change and the page sends it there (and back to page 1).
 */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={blocks.filters} role="search" aria-label={label}>
      {children}
    </div>
  );
}

/**
 * Ties the filters of a bar to one search object: `bind('status')` gives a field its value and its change,
 * so each field names its key once and the bar says once what a change does (for a URL: back to page 1).
 */
export function bindFilters<S extends object>(search: S, onChange: (next: Partial<S>) => void) {
  return <K extends keyof S>(key: K) => ({
    value: search[key],
    // A computed key widens to an index signature in TypeScript; `key` is one of S's keys.
    onChange: (value: S[K]) => onChange({ [key]: value } as unknown as Partial<S>),
  });
}

interface SearchFilterProps {
  /** The committed search (from the URL); typing changes a draft that is committed after a pause. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  placeholder: string;
  limit: number;
  label?: string;
  /** Two grid columns on wider screens, for the filter people use most. */
  wide?: boolean;
}

/** The free-text field of a filter bar: trimmed, undefined when empty, sent once typing pauses. */
export function SearchFilter({ value, onChange, placeholder, limit, label = 'Search', wide }: SearchFilterProps) {
  const [draft, setDraft] = useDebouncedSearch(value ?? '', onChange);
  return (
    <TextInput
      label={label}
      type="text"
      value={draft}
      onValueChange={setDraft}
      placeholder={placeholder}
      limit={limit}
      className={wide ? blocks.filterWide : undefined}
    />
  );
}

export interface ChoiceOption<T extends string | number> {
  value: T;
  label: string;
}

interface ChoiceFilterProps<T extends string | number> {
  label: string;
  /** The first option, which filters nothing ("All statuses"). */
  allLabel: string;
  options: readonly ChoiceOption<T>[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  /** How a value named in the URL but not (yet) listed is shown, rather than as the "all" option. */
  unlistedLabel?: (value: T) => string;
}

/** A select of one filter: the chosen option's own value, or undefined for the "all" option. */
export function ChoiceFilter<T extends string | number>({
  label,
  allLabel,
  options,
  value,
  onChange,
  unlistedLabel,
}: ChoiceFilterProps<T>) {
  // Only the unlisted value itself is missing from the options.
  const valueOf = (chosen: string) => options.find((o) => String(o.value) === chosen)?.value ?? value;
  const choices = [{ value: '', label: allLabel }, ...options.map((o) => ({ value: String(o.value), label: o.label }))];
  if (unlistedLabel && value !== undefined && !choices.some((choice) => choice.value === String(value))) {
    choices.push({ value: String(value), label: unlistedLabel(value) });
  }
  return (
    <Select
      label={label}
      options={choices}
      value={value === undefined ? '' : String(value)}
      onValueChange={(chosen) => onChange(chosen === '' ? undefined : valueOf(chosen))}
    />
  );
}

const PERIOD_OPTIONS = Object.entries(PERIOD_PRESET_LABELS).map(([value, label]) => ({ value, label }));

/** The period presets of spec 9; there is always one, so no "all" option. */
export function PeriodFilter({ value, onChange }: { value: PeriodPreset; onChange: (value: PeriodPreset) => void }) {
  return (
    <Select
      label="Period"
      options={PERIOD_OPTIONS}
      value={String(value)}
      onValueChange={(chosen) => onChange(Number(chosen) as PeriodPreset)}
    />
  );
}
