import type { FieldMetadata } from '@conform-to/react';
import { useQuery } from '@tanstack/react-query';
import { FieldInput } from '@/src/components/forms/field-input';
import { BIN_SET_FEE_MAX } from '@/src/contracts/bin-sets';
import { settingsQueries } from './queries';

/** The two fees of a BIN set, in the set's currency (named by `currency`), as both BIN set dialogs ask them. */
export function BinSetFeeInputs(props: {
  issuance: FieldMetadata<unknown>;
  maintenance: FieldMetadata<unknown>;
  serverErrors: Record<string, string[]>;
  currency: string;
}) {
  const caption = `In ${props.currency}, 0 to ${BIN_SET_FEE_MAX}, at most 2 decimals.`;
  const errors = props.serverErrors;
  return (
    <>
      <FieldInput field={props.issuance} serverErrors={errors} label="Card issuance fee" decimal caption={caption} />
      <FieldInput
        field={props.maintenance}
        serverErrors={errors}
        label="Monthly maintenance fee"
        decimal
        caption={caption}
      />
    </>
  );
}

/**
 * The legal entity select's options: none ('Not set') and the platform's entities. The set's `current` entity
 * stays listed, so stays chosen, while the list loads.
 */
export function useLegalEntityOptions(current?: { id: number; name: string } | null) {
  const entities = useQuery(settingsQueries.legalEntities());
  const options = [
    { value: '', label: entities.isPending ? 'Loading legal entities…' : 'Not set' },
    ...(entities.data ?? []).map((entity) => ({ value: String(entity.id), label: entity.name })),
  ];
  if (current && !options.some((option) => option.value === String(current.id))) {
    options.push({ value: String(current.id), label: current.name });
  }
  return options;
}
