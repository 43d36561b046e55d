import type { z } from 'zod';
import type { SendNotificationBody } from '@/src/contracts/notifications';

export type FieldErrors = Partial<Record<string, string[]>>;

/** The schema's issues by top-level field, as the form shows them under each field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** Who will receive it, in words, for the confirmation. */
export function audienceText(
  body: SendNotificationBody,
  companies: ReadonlyArray<{ name: string }>,
  people: ReadonlyArray<{ label: string }>,
): string {
  if (body.to === 'all') return 'every client (owners, team leads and buyers of all active companies)';
  const names = body.to === 'companies' ? companies.map((c) => c.name) : people.map((p) => p.label);
  const kind =
    body.to === 'companies' ? (names.length === 1 ? 'company' : 'companies') : names.length === 1 ? 'person' : 'people';
  const listed = names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
  return `${names.length} ${kind}: ${listed}`;
}
