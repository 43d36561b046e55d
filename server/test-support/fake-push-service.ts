import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ece from 'http_ece';
import { LOCALHOST_CERT_FILE, LOCALHOST_KEY_FILE } from './localhost-tls';

/**
 * A local push service (what FCM or Mozilla autopush are to a browser) for tests, e2e and bench:push.
 *
 * It speaks HTTPS (the web-push library only posts to https: endpoints) with a test-only self-signed
 * certificate for 127.0.0.1 and localhost: by default the committed one (FAKE_PUSH_CA_FILE, valid to
 * 2036), or with `freshCertificate: true` one made at start by `openssl`. To trust it:
 *   - in this process: pass `agent` (an https.Agent holding the certificate) to the web-push sender
 *     (createTestContext({ pushAgent: service.agent }) does that);
 *   - in a child process (the e2e server): set NODE_EXTRA_CA_CERTS to `caFile` (FAKE_PUSH_CA_FILE for
 *     the committed certificate, so it can be set before the service starts) in its environment.
 *
 * Each POST /push/<id> is checked like a real push service would: `Authorization: vapid t=<JWT>,
 * k=<public key>` (ES256 signature valid for k, aud = this origin, exp within 24 h, a sub), a TTL header,
 * Content-Encoding aes128gcm; the body is then decrypted with the subscription's private key and auth
 * secret (RFC 8291). Accepted messages are recorded; refused ones answer 400/401/403 with the reason.
 */
export interface FakeSubscription {
  /** What `PushSubscription.toJSON()` gives a browser: send it to POST /api/notification/push/subscribe. */
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface PushedMessage {
  endpoint: string;
  /** The decrypted payload as text (the portal sends JSON). */
  payload: string;
  ttl: number;
  topic: string | undefined;
  urgency: string | undefined;
  /** The VAPID public key (k) the message was signed with, and the JWT's claims. */
  vapidPublicKey: string;
  claims: { aud: string; exp: number; sub: string };
  receivedAt: number;
}

export interface FakePushService {
  /** https://127.0.0.1:<port> */
  url: string;
  /** The certificate (PEM) and a file holding it, for NODE_EXTRA_CA_CERTS. */
  ca: string;
  caFile: string;
  /** An https.Agent that trusts this service. */
  agent: Agent;
  /** A new browser-like subscription: a P-256 key pair and 16 random auth bytes. */
  makeSubscription(): FakeSubscription;
  /** Every accepted message, in arrival order. */
  messages: PushedMessage[];
  /** Refusals (bad VAPID, bad TTL, undecryptable body): should stay empty. */
  rejections: { endpoint: string; status: number; reason: string }[];
  /**
   * Answer the next `times` messages (default: all from now on) with this status instead of 201; respondWith(201)
   * resets.
   */
  respondWith(status: number, options?: { times?: number; endpoint?: string; retryAfterSeconds?: number }): void;
  /** The first accepted message that matches, already received or waited for. */
  waitForMessage(match?: (m: PushedMessage) => boolean, timeoutMs?: number): Promise<PushedMessage>;
  close(): Promise<void>;
}

/** The committed test-only certificate (test-support/localhost-tls.ts): for NODE_EXTRA_CA_CERTS. */
export const FAKE_PUSH_CA_FILE = LOCALHOST_CERT_FILE;

function committedCertificate() {
  return {
    key: readFileSync(LOCALHOST_KEY_FILE, 'utf8'),
    cert: readFileSync(FAKE_PUSH_CA_FILE, 'utf8'),
    certFile: FAKE_PUSH_CA_FILE,
  };
}

function makeCertificate(dir: string): { key: string; cert: string; certFile: string } {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}

/** The P-256 public key of an uncompressed point (0x04 ‖ x ‖ y), as a KeyObject. */
function p256PublicKey(point: Buffer) {
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
}

/** Checks `vapid t=…, k=…` (RFC 8292); returns k and the claims, or throws the reason. */
function checkVapid(header: string | undefined, origin: string, now: number) {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match) throw new Error('Authorization is not "vapid t=…, k=…"');
  const params = Object.fromEntries(
    match[1]!.split(',').map((part) => {
      const i = part.indexOf('=');
      return [part.slice(0, i).trim(), part.slice(i + 1).trim()];
    }),
  );
  const token = params.t;
  const k = params.k;
  if (!token || !k) throw new Error('vapid header lacks t or k');
  const [h, p, s] = token.split('.');
  if (!h || !p || !s) throw new Error('t is not a JWT');
  const jwtHeader = JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as { alg?: string };
  if (jwtHeader.alg !== 'ES256') throw new Error(`JWT alg is ${jwtHeader.alg}, not ES256`);
  const signature = Buffer.from(s, 'base64url');
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key: p256PublicKey(Buffer.from(k, 'base64url')), dsaEncoding: 'ieee-p1363' },
    signature,
  );
  if (!ok) throw new Error('JWT signature does not verify with k');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
  if (claims.aud !== origin) throw new Error(`JWT aud ${claims.aud} is not ${origin}`);
  const seconds = now / 1000;
  if (!(claims.exp > seconds && claims.exp <= seconds + 24 * 3600 + 60))
    throw new Error('JWT exp is past or more than 24 h ahead');
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) throw new Error('JWT sub is not a mailto: or https: URL');
  return { k, claims };
}

export interface FakePushOptions {
  /** A fixed port (default: a free one). */
  port?: number;
  /** Make a new certificate with openssl instead of using the committed one. */
  freshCertificate?: boolean;
}

export async function startFakePushService(options: FakePushOptions = {}): Promise<FakePushService> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-push-'));
  const { key, cert, certFile } = options.freshCertificate ? makeCertificate(dir) : committedCertificate();
  const receivers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const messages: PushedMessage[] = [];
  const rejections: FakePushService['rejections'] = [];
  const waiters: { match: (m: PushedMessage) => boolean; resolve: (m: PushedMessage) => void }[] = [];
  let override: { status: number; times: number; endpoint?: string; retryAfterSeconds?: number } | null = null;
  let origin = '';

  const server: Server = createServer({ key, cert }, async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const endpoint = `${origin}${req.url ?? ''}`;
    const refuse = (status: number, reason: string) => {
      rejections.push({ endpoint, status, reason });
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(reason);
    };
    const receiver = receivers.get(req.url ?? '');
    if (req.method !== 'POST' || !receiver) return refuse(404, 'No such subscription');
    if (override && override.times > 0 && (!override.endpoint || override.endpoint === endpoint)) {
      const { status, retryAfterSeconds } = override;
      override.times -= 1;
      if (override.times === 0) override = null;
      res.writeHead(status, retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) });
      res.end(status === 410 ? 'push subscription has unsubscribed or expired' : `scripted ${status}`);
      return;
    }
    let vapid: ReturnType<typeof checkVapid>;
    try {
      vapid = checkVapid(req.headers.authorization, origin, Date.now());
    } catch (error) {
      return refuse(401, (error as Error).message);
    }
    const ttl = Number(req.headers.ttl);
    if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0)
      return refuse(400, 'TTL header missing or not a whole number');
    if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'Content-Encoding is not aes128gcm');
    let payload: string;
    try {
      payload = ece
        .decrypt(body, { version: 'aes128gcm', privateKey: receiver.ecdh, authSecret: receiver.auth })
        .toString('utf8');
    } catch (error) {
      return refuse(400, `Body does not decrypt: ${(error as Error).message}`);
    }
    const message: PushedMessage = {
      endpoint,
      payload,
      ttl,
      topic: req.headers.topic as string | undefined,
      urgency: req.headers.urgency as string | undefined,
      vapidPublicKey: vapid.k,
      claims: vapid.claims,
      receivedAt: Date.now(),
    };
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
    res.writeHead(201, { location: `${endpoint}/messages/${messages.length}` });
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert, keepAlive: true });

  return {
    url: origin,
    ca: cert,
    caFile: certFile,
    agent,
    messages,
    rejections,
    makeSubscription() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = `/push/${randomBytes(12).toString('base64url')}`;
      receivers.set(id, { ecdh, auth });
      return {
        endpoint: `${origin}${id}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    respondWith(status, options = {}) {
      override =
        status === 201
          ? null
          : {
              status,
              times: options.times ?? Number.POSITIVE_INFINITY,
              endpoint: options.endpoint,
              retryAfterSeconds: options.retryAfterSeconds,
            };
    },
    waitForMessage(match = () => true, timeoutMs = 5_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve: (m: PushedMessage) => (clearTimeout(timer), resolve(m)) };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`No push message within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
