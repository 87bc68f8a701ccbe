/**
 * The import's machinery (queue, intake of files, folders, zips and CSVs, demo batches), loaded by
 * use-import.ts on the first import, never with the app shell: the shell only shows the drop zone
 * and the progress panel, which read an idle snapshot until then.
 */
export { createImportController } from './controller/import-controller';
export { demoBatch } from './demo-source';
export { itemsFromEntries } from './intake/folder-entries';
export { itemsFromFileList } from './intake/items';
