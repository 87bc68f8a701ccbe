import { gzipSync, strToU8 } from 'fflate';
import { unpackFile } from '../../../domain/archive/unpack';
import { describe, expect, it } from 'vitest';
import { itemsFromEntries } from './folder-entries';
import type { ImportItem } from './items';

/** Fake FileSystemEntry trees, shaped like Chromium's (readEntries hands out batches). */
function fileEntry(fullPath: string, content: Uint8Array | string): FileSystemFileEntry {
  const name = fullPath.slice(fullPath.lastIndexOf('/') + 1);
  const bytes = typeof content === 'string' ? strToU8(content) : content;
  return {
    isFile: true,
    isDirectory: false,
    name,
    fullPath,
    file: (resolve: (f: File) => void) => resolve(new File([bytes as Uint8Array<ArrayBuffer>], name)),
  } as unknown as FileSystemFileEntry;
}

function dirEntry(fullPath: string, children: FileSystemEntry[], batch = 2): FileSystemDirectoryEntry {
  return {
    isFile: false,
    isDirectory: true,
    name: fullPath.slice(fullPath.lastIndexOf('/') + 1),
    fullPath,
    createReader: () => {
      let at = 0;
      return {
        readEntries: (resolve: (entries: FileSystemEntry[]) => void) => {
          const next = children.slice(at, at + batch);
          at += batch;
          setTimeout(() => resolve(next), 0);
        },
      };
    },
  } as unknown as FileSystemDirectoryEntry;
}

async function collect(entries: FileSystemEntry[]): Promise<ImportItem[]> {
  const out: ImportItem[] = [];
  for await (const item of itemsFromEntries(entries)) out.push(item);
  return out;
}

describe('itemsFromEntries', () => {
  it('walks dropped folders in every batch, subfolders too, in name order', async () => {
    const tree = dirEntry('/runs', [
      fileEntry('/runs/10.gpx', '<gpx>10</gpx>'),
      fileEntry('/runs/2.gpx', '<gpx>2</gpx>'),
      dirEntry('/runs/old', [fileEntry('/runs/old/1.gpx.gz', gzipSync(strToU8('<gpx>1</gpx>')))]),
      fileEntry('/runs/notes.txt', 'hi'),
      fileEntry('/runs/3.gpx', '<gpx>3</gpx>'),
    ]);
    const items = await collect([tree, fileEntry('/loose.gpx', '<gpx>loose</gpx>')]);
    expect(items.map((i) => [i.kind, i.path])).toEqual([
      ['file', 'runs/2.gpx'],
      ['file', 'runs/3.gpx'],
      ['file', 'runs/10.gpx'],
      ['skipped', 'runs/notes.txt'],
      ['file', 'runs/old/1.gpx.gz'],
      ['file', 'loose.gpx'],
    ]);
    const gz = items[4];
    // A .gz file loads packed: the import worker unpacks it (unpackFile, the worker's own function).
    const loaded = gz?.kind === 'file' ? await gz.load(new AbortController().signal) : null;
    const packed = loaded && 'packed' in loaded ? loaded : null;
    expect(packed?.spec).toEqual({ zip: null, gzip: true });
    expect(packed && new TextDecoder().decode(unpackFile(packed.packed, packed.spec))).toBe('<gpx>1</gpx>');
    expect(gz?.kind === 'file' ? gz.fileName : null).toBe('1.gpx');
  });

  it('reports a folder that cannot be read and carries on', async () => {
    const broken = {
      isFile: false,
      isDirectory: true,
      name: 'locked',
      fullPath: '/locked',
      createReader: () => ({
        readEntries: (_ok: unknown, fail: (e: Error) => void) => fail(new Error('denied')),
      }),
    } as unknown as FileSystemDirectoryEntry;
    const items = await collect([broken, fileEntry('/ok.gpx', '<gpx/>')]);
    expect(items).toEqual([
      { kind: 'failed', path: 'locked', reason: 'Could not read this folder' },
      expect.objectContaining({ kind: 'file', path: 'ok.gpx' }),
    ]);
  });
});
