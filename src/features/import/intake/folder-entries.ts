/**
 * Dropped folders: walks FileSystemEntry trees (from DataTransferItem.webkitGetAsEntry(), which
 * must be called during the drop event; the walk itself can happen later).
 */
import { itemsFromFile, type ImportItem } from './items';

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

/** Items of dropped entries, folders walked depth-first in name order. */
export async function* itemsFromEntries(entries: readonly FileSystemEntry[]): AsyncGenerator<ImportItem> {
  for (const entry of entries) {
    if (isFileEntry(entry)) {
      try {
        yield* itemsFromFile(await fileOf(entry), pathOf(entry));
      } catch {
        yield {
          kind: 'failed',
          path: pathOf(entry),
          reason: 'Could not read this file (it may have been moved or deleted)',
        };
      }
    } else if (isDirectoryEntry(entry)) {
      let children: FileSystemEntry[];
      try {
        children = await childrenOf(entry);
      } catch {
        yield { kind: 'failed', path: pathOf(entry), reason: 'Could not read this folder' };
        continue;
      }
      children.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
      yield* itemsFromEntries(children);
    }
  }
}
