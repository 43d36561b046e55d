import { createInflateRaw } from 'node:zlib';

/*
 * Checks an .xlsx (a zip) before any spreadsheet library opens it, so a small hostile file cannot make
 * the server inflate gigabytes or build millions of rows: the zip's declared sizes and ratios first, then
 * the sheets and shared strings inflated as a stream, counted as they come and dropped at the first
 * limit passed. Nothing is kept but counts. Inflating runs on zlib's thread pool, so the event loop (and
 * /api/health) keeps answering while a file is checked.
 */

export interface XlsxLimits {
  /** All entries together, inflated. */
  maxInflatedBytes: number;
  /** Inflated size over compressed size, for entries above 1 MB inflated. */
  maxRatio: number;
  maxEntries: number;
  /** `<row>` elements in any one worksheet. */
  maxRows: number;
  /** `<c>` elements in any one worksheet: rows alone do not bound what a spreadsheet library builds. */
  maxCells: number;
  /** `<si>` elements in the shared-strings table. */
  maxSharedStrings: number;
}

export type XlsxRefusal = { reason: 'unreadable' | 'too-large' | 'too-many-rows' | 'too-many-cells' };

interface Entry {
  name: string;
  method: number;
  compressed: number;
  inflated: number;
  dataStart: number;
}

/** Below this an entry's ratio is not judged: tiny XML parts compress far better than 200:1 harmlessly. */
const RATIO_FLOOR_BYTES = 1024 * 1024;

// Zip record signatures (APPNOTE 4.3): end of central directory, central directory entry, local header.
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record (22 bytes) may be followed by a comment of up to 65,535 bytes. */
const END_SEARCH_SPAN = 22 + 0xffff;

/** The central directory's entries, or null when the bytes are no plain (non-zip64) zip. */
function entriesOf(zip: Buffer): Entry[] | null {
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - END_SEARCH_SPAN); i--) {
    if (zip.readUInt32LE(i) === END_OF_DIRECTORY) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = zip.readUInt16LE(eocd + 10);
  const cdOffset = zip.readUInt32LE(eocd + 16);
  // These all-ones values mean zip64, which no spreadsheet of the size we accept needs.
  if (count === 0xffff || cdOffset === 0xffffffff) return null;
  const entries: Entry[] = [];
  let at = cdOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_HEADER) return null;
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressed: zip.readUInt32LE(at + 20),
      inflated: zip.readUInt32LE(at + 24),
      dataStart: local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * Counts `pattern` in a text arriving in chunks: a match is counted in the chunk where it ends. The last
 * 64 characters are carried over so a tag split across two chunks is still seen, and counted once.
 */
function chunkCounter(pattern: RegExp) {
  let carry = '';
  let count = 0;
  return {
    add(text: string) {
      const joined = carry + text;
      for (const match of joined.matchAll(pattern)) if (match.index + match[0].length > carry.length) count++;
      carry = joined.slice(-64);
      return count;
    },
  };
}

const ROW = /<(?:[A-Za-z_][\w.-]*:)?row[\s/>]/g;
const CELL = /<(?:[A-Za-z_][\w.-]*:)?c[\s/>]/g;
const SHARED_STRING = /<(?:[A-Za-z_][\w.-]*:)?si[\s/>]/g;

/** A tag to count in an entry, how many may appear, and the refusal past that. */
interface Count {
  pattern: RegExp;
  max: number;
  refusal: XlsxRefusal;
}

function countsFor(name: string, limits: XlsxLimits): Count[] {
  if (/^xl\/worksheets\/[^/]+\.xml$/i.test(name)) {
    return [
      { pattern: ROW, max: limits.maxRows, refusal: { reason: 'too-many-rows' } },
      { pattern: CELL, max: limits.maxCells, refusal: { reason: 'too-many-cells' } },
    ];
  }
  if (/^xl\/sharedStrings\.xml$/i.test(name))
    return [{ pattern: SHARED_STRING, max: limits.maxSharedStrings, refusal: { reason: 'too-many-rows' } }];
  return [];
}

/** Feeds a chunk of text to every count; the first count past its limit, or null. */
function counterOf(counts: Count[]) {
  const counters = counts.map((count) => ({ ...count, counter: chunkCounter(count.pattern) }));
  return (text: string): XlsxRefusal | null => {
    for (const { counter, max, refusal } of counters) if (counter.add(text) > max) return refusal;
    return null;
  };
}

/** Inflates one entry as a stream, counting its tags; refuses past the declared size too. */
function scanEntry(zip: Buffer, entry: Entry, counts: Count[]): Promise<XlsxRefusal | null> {
  const data = zip.subarray(entry.dataStart, entry.dataStart + entry.compressed);
  const count = counterOf(counts);
  if (entry.method === 0) {
    if (data.length !== entry.inflated) return Promise.resolve({ reason: 'unreadable' });
    return Promise.resolve(count(data.toString('latin1')));
  }
  if (entry.method !== 8) return Promise.resolve({ reason: 'unreadable' });
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let seen = 0;
    let settled = false;
    const finish = (result: XlsxRefusal | null) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(result);
    };
    inflate.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > entry.inflated) return finish({ reason: 'too-large' });
      const refusal = count(chunk.toString('latin1'));
      if (refusal) finish(refusal);
    });
    inflate.on('error', () => finish({ reason: 'unreadable' }));
    inflate.on('end', () => finish(seen === entry.inflated ? null : { reason: 'unreadable' }));
    inflate.end(data);
  });
}

/** Null when the file may be opened; otherwise why not. */
export async function checkXlsx(bytes: Uint8Array, limits: XlsxLimits): Promise<XlsxRefusal | null> {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = entriesOf(zip);
  if (!entries) return { reason: 'unreadable' };
  if (entries.length > limits.maxEntries) return { reason: 'too-large' };
  let total = 0;
  for (const entry of entries) {
    total += entry.inflated;
    if (entry.dataStart + entry.compressed > zip.length) return { reason: 'unreadable' };
    const ratioTooHigh = entry.inflated > limits.maxRatio * Math.max(entry.compressed, 1);
    if (entry.inflated > RATIO_FLOOR_BYTES && ratioTooHigh) return { reason: 'too-large' };
  }
  if (total > limits.maxInflatedBytes) return { reason: 'too-large' };
  // Declared sizes can lie: each entry is inflated (as a stream, nothing kept) and held to its own.
  for (const entry of entries) {
    const refusal = await scanEntry(zip, entry, countsFor(entry.name, limits));
    if (refusal) return refusal;
  }
  return null;
}
