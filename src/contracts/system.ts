import { z } from 'zod';
import { endpoint } from './endpoint';

export const health = endpoint({
  method: 'get',
  path: '/health',
  access: 'public',
  summary: 'Liveness and database reachability',
  response: z.object({ status: z.literal('ok'), database: z.literal('ok'), version: z.string() }),
});

/** Does no work: the benchmark's baseline for the cost of the HTTP stack itself. */
export const ping = endpoint({
  method: 'get',
  path: '/ping',
  access: 'public',
  summary: 'Answers at once, touching nothing',
  response: z.object({ pong: z.literal(true) }),
});

export const systemEndpoints = { health, ping };
