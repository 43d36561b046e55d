/**
 * A Vite plugin that writes a brotli (`.br`) and a gzip (`.gz`) copy next to every text file of the build, once
 * the service worker has been built too, so the server answers phones with compressed bytes without spending
 * CPU per request (server/http/static-app.ts negotiates which copy to send).
 *
 * Brotli at its highest quality and gzip at level 9: slow to make, once per build, and the smallest download.
 * A copy that would not be smaller than the file is not written (the server then sends the file as is).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a browser downloads as text; source maps are left alone (only developer tools fetch them). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|webmanifest|json|txt|xml)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes the two compressed copies of one file; returns how many bytes each holds (or null when not written). */
export async function precompressFile(file: string): Promise<{ br: number | null; gz: number | null }> {
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: 9 }),
  ]);
  const written = { br: null as number | null, gz: null as number | null };
  if (br.length < raw.length) {
    await writeFile(`${file}.br`, br);
    written.br = br.length;
  }
  if (gz.length < raw.length) {
    await writeFile(`${file}.gz`, gz);
    written.gz = gz.length;
  }
  return written;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'cardportal:precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After vite-plugin-pwa's own closeBundle (it comes earlier in the plugin list, and both run in sequence),
    // so the service worker it writes there is compressed too.
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f));
        await Promise.all(files.map(precompressFile));
      },
    },
  };
}
