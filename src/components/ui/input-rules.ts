/**
 * Applies a text field's limit and character pattern to an edit, whatever made it: a keystroke, a paste, a drop
 * or autofill. The edit is found by diffing the value before and after; only the inserted text is filtered and
 * cut to fit, so deleting always works even when a value is already over its limit.
 */
export interface InputRules {
  limit?: number | undefined;
  /** Every inserted character must match; global/sticky flags are ignored so matching has no hidden state. */
  pattern?: RegExp | undefined;
}

export interface RuledEdit {
  value: string;
  /** Where the caret belongs after the edit: right after what was actually inserted. */
  caret: number;
}

export function applyInputRules(previous: string, next: string, { limit, pattern }: InputRules): RuledEdit {
  const shorter = Math.min(previous.length, next.length);
  let prefix = 0;
  while (prefix < shorter && previous[prefix] === next[prefix]) prefix += 1;
  let suffix = 0;
  while (suffix < shorter - prefix && previous[previous.length - 1 - suffix] === next[next.length - 1 - suffix]) {
    suffix += 1;
  }
  const head = previous.slice(0, prefix);
  const tail = previous.slice(previous.length - suffix);
  let inserted = [...next.slice(prefix, next.length - suffix)];
  if (pattern) {
    const matcher = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
    inserted = inserted.filter((char) => matcher.test(char));
  }
  let accepted = '';
  for (const char of inserted) {
    if (limit !== undefined && head.length + accepted.length + char.length + tail.length > limit) break;
    accepted += char;
  }
  return { value: head + accepted + tail, caret: head.length + accepted.length };
}
