import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** A subscription to a PostgreSQL notification channel that says when it may have missed some. */
export interface ChannelHandlers {
  onPayload(payload: string): void;
  /** Listening (again): nothing sent from now on is missed. */
  onListening(): void;
  /** The connection dropped: notifications may have been missed until onListening. */
  onLost(): void;
}

export type Unlisten = () => Promise<void>;

const CHANNEL = /^[a-z_]+$/;

/** PGlite runs in this process: its notifications cannot be lost. */
export async function listenPglite(client: PGlite, channel: string, handlers: ChannelHandlers): Promise<Unlisten> {
  const unlisten = await client.listen(channel, handlers.onPayload);
  handlers.onListening();
  return async () => {
    handlers.onLost();
    await unlisten();
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). When it drops, say so and
 * reconnect with a growing pause, up to 5 s.
 */
export async function listenPostgres(url: string, channel: string, handlers: ChannelHandlers): Promise<Unlisten> {
  if (!CHANNEL.test(channel)) throw new Error(`Bad channel name: ${channel}`);
  let client: pg.Client | null = null;
  let closed = false;
  let pause = 100;
  let timer: NodeJS.Timeout | undefined;

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    handlers.onLost();
    void c.end().catch(() => undefined);
    if (!closed) timer = setTimeout(() => void connect(), pause);
    pause = Math.min(pause * 2, 5_000);
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? '');
    });
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      pause = 100;
      if (client === c && !closed) handlers.onListening();
    } catch {
      lost(c);
    }
  };

  await connect();
  return async () => {
    closed = true;
    clearTimeout(timer);
    const c = client;
    client = null;
    handlers.onLost();
    await c?.end().catch(() => undefined);
  };
}
