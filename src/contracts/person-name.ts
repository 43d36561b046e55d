import { z } from 'zod';

/** A person's name as every answer shows it (users, authors, actors): either part may be unset. */
export const personNameFields = { firstName: z.string().nullable(), lastName: z.string().nullable() };
