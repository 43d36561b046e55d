import { FieldSelect } from '@/src/components/forms/field-select';
import { NameInput } from '@/src/components/forms/name-input';
import type { AskableBinSet, AskablePerson } from '@/src/contracts/request-askable';
import { createRequestBody } from '@/src/contracts/requests';
import { AskDialog } from './ask-dialog';
import { useAskForm } from './use-ask-form';

/** The new-card request's own schema: the contract's union member for `new_card`. */
const newCardRequestBody = createRequestBody.options[0];

interface AskCardDialogProps {
  binSets: readonly AskableBinSet[];
  /** Whom the card may be for: the caller first, then (a team lead) the members of their team. */
  people: readonly AskablePerson[];
  onClose: () => void;
}

const personLabel = (p: AskablePerson) => [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;

/**
 * "Ask for a card" on the wallet: from which BIN set, for whom (a team lead may ask for a member of their team),
 * the card's name, and why. The decider issues it.
 */
export function AskCardDialog({ binSets, people, onClose }: AskCardDialogProps) {
  const first = binSets[0];
  const me = people[0];
  const { fields, frame } = useAskForm(
    'ask-card',
    newCardRequestBody,
    { binSetId: first?.id, holderUserId: me?.id },
    onClose,
  );
  return (
    <AskDialog title="Ask for a card" {...frame}>
      <FieldSelect
        field={fields.binSetId}
        label="BIN set"
        required
        defaultValue={first ? String(first.id) : ''}
        options={binSets.map((set) => ({ value: String(set.id), label: `${set.name} (${set.bin}, ${set.currency})` }))}
      />
      {people.length > 1 ? (
        <FieldSelect
          field={fields.holderUserId}
          label="For"
          required
          defaultValue={me ? String(me.id) : ''}
          options={people.map((p, i) => ({
            value: String(p.id),
            label: i === 0 ? `${personLabel(p)} (you)` : personLabel(p),
          }))}
        />
      ) : null}
      <NameInput
        field={fields.name}
        label="Card name"
        caption="As the card will be listed, e.g. the campaign it pays for."
      />
    </AskDialog>
  );
}
