import { describe, expect, it, vi } from 'vitest';
import { importDataTransfer } from './global-drop-zone';

const entry = (name: string) => ({ name, isFile: true, isDirectory: false }) as unknown as FileSystemEntry;

function dataTransfer(
  items: { kind: string; entry: FileSystemEntry | null }[],
  files: File[] = [],
): DataTransfer {
  return {
    items: items.map((i) => ({ kind: i.kind, webkitGetAsEntry: () => i.entry })),
    files,
  } as unknown as DataTransfer;
}

describe('importDataTransfer', () => {
  it('imports dropped entries (so folders can be walked) when the browser gives them', () => {
    const importEntries = vi.fn();
    const importFiles = vi.fn();
    const a = entry('a.gpx');
    const folder = entry('runs');
    importDataTransfer(
      dataTransfer([
        { kind: 'file', entry: a },
        { kind: 'string', entry: null },
        { kind: 'file', entry: folder },
      ]),
      { importEntries, importFiles },
    );
    expect(importEntries).toHaveBeenCalledWith([a, folder]);
    expect(importFiles).not.toHaveBeenCalled();
  });

  it('falls back to the plain file list without entries', () => {
    const importEntries = vi.fn();
    const importFiles = vi.fn();
    const file = new File(['<gpx/>'], 'x.gpx');
    importDataTransfer(dataTransfer([{ kind: 'file', entry: null }], [file]), { importEntries, importFiles });
    expect(importFiles).toHaveBeenCalledWith([file]);
    expect(importEntries).not.toHaveBeenCalled();
  });
});
