/*
 * Spec 2.4/5: the decline file is an Excel spreadsheet (.xlsx) and nothing else. Schema-free, so the check
 * runs in the dialog before anything is sent (the server checks again).
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What the file picker offers: the extension and its media type. */
export const DECLINE_FILE_ACCEPT = `.xlsx,${XLSX_TYPE}`;

/**
 * Whether a chosen file is an .xlsx: the name must end in .xlsx, and a browser that names the type must name
 * the xlsx type (an .xlsx renamed from a .csv is caught by its type where the browser knows it).
 */
export function isDeclineFile(file: Pick<File, 'name' | 'type'>): boolean {
  return /\.xlsx$/i.test(file.name) && (file.type === '' || file.type === XLSX_TYPE);
}

/** Bad rows of a refused file, from the server's `rows.<sheet row>` errors, in row order. */
export function badRows(errors: Record<string, string[]> | undefined): { row: number; messages: string[] }[] {
  if (!errors) return [];
  return Object.entries(errors)
    .map(([key, messages]) => ({ row: Number(/^rows\.(\d+)/.exec(key)?.[1] ?? Number.NaN), messages }))
    .filter((entry) => Number.isInteger(entry.row))
    .sort((a, b) => a.row - b.row);
}
