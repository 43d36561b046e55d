import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CERT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'certs');

/**
 * The committed test-only certificate and key (CN localhost, SAN localhost and 127.0.0.1, valid to 2036): for
 * local servers that speak TLS in tests and benchmarks (the fake push service, the portal on HTTP/2). Trusted by
 * passing the certificate as the CA (NODE_EXTRA_CA_CERTS, `ca`); never used outside this machine.
 */
export const LOCALHOST_CERT_FILE = path.join(CERT_DIR, 'fake-push-cert.pem');
export const LOCALHOST_KEY_FILE = path.join(CERT_DIR, 'fake-push-key.pem');
