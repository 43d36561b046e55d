import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Hostile spreadsheets, built in milliseconds without holding their inflated size: the attack suite
 * (server/attack/upload.attack.test.ts) and the health benchmark (tests/bench/upload-health.ts) send them.
 */

export const MB = 1024 * 1024;
/** One row of one inline-string cell. */
export const ROW = '<row><c t="inlineStr"><is><t>x</t></is></c></row>';

export interface ZipEntry {
  name: string;
  /** Deflated bytes and the inflated size/CRC they stand for (the CRC is not checked before parsing). */
  deflated: Buffer;
  inflated: number;
  crc: number;
}

export const entryOf = (name: string, text: string): ZipEntry => {
  const bytes = Buffer.from(text);
  return { name, deflated: deflateRawSync(bytes), inflated: bytes.length, crc: crc32(bytes) };
};

/**
 * An entry whose text is `head`, then `block` `copies` times, then `tail`, built in milliseconds: each
 * piece is deflated on its own and sync-flushed (its back-references stay inside it, it ends on a byte
 * boundary), so the block's deflate stream can simply be repeated. Nothing near the inflated size is held.
 */
export function repeatedEntry(name: string, head: string, block: string, copies: number, tail: string): ZipEntry {
  const flushed = (text: string) => deflateRawSync(Buffer.from(text), { finishFlush: constants.Z_SYNC_FLUSH });
  const blockStream = flushed(block);
  const deflated = Buffer.concat([
    flushed(head),
    ...Array<Buffer>(copies).fill(blockStream),
    deflateRawSync(Buffer.from(tail)),
  ]);
  const inflated = Buffer.byteLength(head) + Buffer.byteLength(block) * copies + Buffer.byteLength(tail);
  return { name, deflated, inflated, crc: 0 };
}

/** The local and the central header both carry crc, both sizes and the name length in this order, from `at`. */
function writeSizes(header: Buffer, at: number, e: ZipEntry, nameLength: number): void {
  header.writeUInt32LE(e.crc >>> 0, at);
  header.writeUInt32LE(e.deflated.length, at + 4);
  header.writeUInt32LE(e.inflated, at + 8);
  header.writeUInt16LE(nameLength, at + 12);
}

/** A plain zip of the entries (method 8), central directory included. */
export function zip(entries: ZipEntry[]): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    writeSizes(local, 14, e, name.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    writeSizes(central, 16, e, name.length);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.deflated);
    centrals.push(central, name);
    offset += 30 + name.length + e.deflated.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, cd, end]));
}

export const WORKBOOK_PARTS = [
  entryOf(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default ' +
      'Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ' +
      'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override ' +
      'PartName="/xl/worksheets/sheet1.xml" ' +
      'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  ),
  entryOf(
    'xl/workbook.xml',
    '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
      'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" ' +
      'sheetId="1" r:id="rId1"/></sheets></workbook>',
  ),
];
export const SHEET_HEAD =
  '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
export const SHEET_TAIL = '</sheetData></worksheet>';

const SHEET = 'xl/worksheets/sheet1.xml';

/** The zip bomb: one sheet inflating to just over 1 GB of NULs, declared at its true size. */
export const zipBomb = () =>
  zip([...WORKBOOK_PARTS, repeatedEntry(SHEET, SHEET_HEAD, '\0'.repeat(16 * MB), 64, SHEET_TAIL)]);

/**
 * The 2,000,000-row decline file (about 100 MB inflated, a few hundred KB on the wire); `declaredBytes`
 * understates its inflated size, so only counting rows while inflating can stop it.
 */
export function twoMillionRows(declaredBytes?: number) {
  const sheet = repeatedEntry(SHEET, SHEET_HEAD, ROW.repeat(10_000), 200, SHEET_TAIL);
  return zip([...WORKBOOK_PARTS, declaredBytes === undefined ? sheet : { ...sheet, inflated: declaredBytes }]);
}
