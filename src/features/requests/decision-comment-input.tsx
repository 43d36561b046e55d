import type { ComponentProps } from 'react';
import { FieldInput } from '@/src/components/forms/field-input';

type DecisionCommentInputProps = Omit<ComponentProps<typeof FieldInput>, 'type' | 'rows' | 'limit'>;

/** The decider's optional words to the requester, approving or declining: two lines, the contract's 500 at most. */
export function DecisionCommentInput(props: DecisionCommentInputProps) {
  return <FieldInput type="textarea" rows={2} limit={500} {...props} />;
}
