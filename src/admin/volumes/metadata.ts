// A volume's metadata is a free-form object; the site shows `description`. The editor has a field
// for the description and key/value rows for the rest (pure helpers, tested in metadata.test.ts).

export const DESCRIPTION = 'description';

/** One other entry: text as it is; any other value as JSON (`json`), read back as JSON when it parses. */
export interface MetadataRow {
  key: string;
  value: string;
  json: boolean;
}

export const asMetadata = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export const descriptionOf = (metadata: Record<string, unknown>) => {
  const description = metadata[DESCRIPTION];
  return typeof description === 'string' ? description : '';
};

export function toRows(metadata: Record<string, unknown>): MetadataRow[] {
  return Object.entries(metadata)
    .filter(([key]) => key !== DESCRIPTION)
    .map(([key, value]) => (typeof value === 'string' ? { key, value, json: false } : { key, value: JSON.stringify(value), json: true }));
}

function readValue(row: MetadataRow): unknown {
  if (!row.json) return row.value;
  try {
    return JSON.parse(row.value) as unknown;
  } catch {
    return row.value;
  }
}

/**
 * The metadata from the description and the rows: a blank description and rows without a key are
 * left out; a key given twice keeps its last value (the editor flags the repeat).
 */
export function toMetadata(description: string, rows: readonly MetadataRow[]): Record<string, unknown> {
  const metadata: Record<string, unknown> = {};
  if (description.trim()) metadata[DESCRIPTION] = description;
  for (const row of rows) {
    const key = row.key.trim();
    if (!key || key === DESCRIPTION) continue;
    metadata[key] = readValue(row);
  }
  return metadata;
}

/** Why a row's key cannot stand, if it cannot. */
export function keyProblem(rows: readonly MetadataRow[], index: number): string | undefined {
  const key = rows[index]?.key.trim() ?? '';
  if (!key) return rows[index]?.value.trim() ? 'Give this value a key.' : undefined;
  if (key === DESCRIPTION) return 'The description has its own field.';
  if (rows.findIndex((row) => row.key.trim() === key) !== index) return 'This key is already used above.';
  return undefined;
}
