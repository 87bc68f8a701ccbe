/**
 * Dropped folders: walks FileSystemEntry trees (from DataTransferItem.webkitGetAsEntry(), which
 * must be called during the drop event; the walk itself can happen later). A folder holding a
 * Strava activities.csv is an export: the CSV is read first and applies to everything below it.
 */
import { manualItems, type ExportScope } from './export-scope';
import { itemsFromFile, scopeOfFiles, type ImportItem } from './items';

const isFileEntry = (entry: FileSystemEntry): entry is FileSystemFileEntry => entry.isFile;
const isDirectoryEntry = (entry: FileSystemEntry): entry is FileSystemDirectoryEntry => entry.isDirectory;

const fileOf = (entry: FileSystemFileEntry): Promise<File> =>
  new Promise((resolve, reject) => entry.file(resolve, reject));

/** Every child of a directory (readEntries returns them in batches until an empty one). */
async function childrenOf(directory: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = directory.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

const pathOf = (entry: FileSystemEntry): string => entry.fullPath.replace(/^\/+/, '') || entry.name;

/** The export scope of a folder's own files (its activities.csv), when it has one. */
async function folderScope(
  children: readonly FileSystemEntry[],
): Promise<{ scope: ExportScope | null; note: ImportItem | null; csvPath: string | null }> {
  const csv = children.find((c) => isFileEntry(c) && c.name.toLowerCase() === 'activities.csv');
  if (!csv || !isFileEntry(csv)) return { scope: null, note: null, csvPath: null };
  try {
    return await scopeOfFiles([{ file: await fileOf(csv), path: pathOf(csv) }]);
  } catch {
    return { scope: null, note: null, csvPath: null };
  }
}

async function* walkDirectory(
  entry: FileSystemDirectoryEntry,
  scope: ExportScope | null,
): AsyncGenerator<ImportItem> {
  let children: FileSystemEntry[];
  try {
    children = await childrenOf(entry);
  } catch {
    yield { kind: 'failed', path: pathOf(entry), reason: 'Could not read this folder' };
    return;
  }
  children.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
  const own = await folderScope(children);
  if (own.note) yield own.note;
  const rest = children.filter((c) => pathOf(c) !== own.csvPath);
  yield* itemsFromEntries(rest, own.scope ?? scope);
  yield* manualItems(own.scope);
}

/** Items of dropped entries, folders walked depth-first in name order. */
export async function* itemsFromEntries(
  entries: readonly FileSystemEntry[],
  scope: ExportScope | null = null,
): AsyncGenerator<ImportItem> {
  for (const entry of entries) {
    if (isFileEntry(entry)) {
      try {
        yield* itemsFromFile(await fileOf(entry), pathOf(entry), scope);
      } catch {
        yield {
          kind: 'failed',
          path: pathOf(entry),
          reason: 'Could not read this file (it may have been moved or deleted)',
        };
      }
    } else if (isDirectoryEntry(entry)) {
      yield* walkDirectory(entry, scope);
    }
  }
}
