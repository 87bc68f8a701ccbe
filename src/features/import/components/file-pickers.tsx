/**
 * The two pickers: files (several .gpx, .fit, .tcx, each also .gz, .zip, activities.csv) and a whole folder (webkitdirectory). Each
 * is a real <input type="file"> inside a <label> styled as a button, so it has a name, works with
 * the keyboard, and browser tests can set files on it.
 */
import type { ChangeEvent } from 'react';
import { buttonClassName } from '../../../components/button';
import { UploadIcon } from '../../../components/icons';

export const ACCEPT = '.gpx,.fit,.tcx,.gz,.zip,.csv';

/** React has no typed prop for webkitdirectory; set it on the element. */
const asFolderPicker = (input: HTMLInputElement | null) => {
  input?.setAttribute('webkitdirectory', '');
  input?.setAttribute('directory', '');
};

export function FilePickers({ onFiles }: { onFiles: (files: File[]) => void }) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = ''; // picking the same files again fires change again
    onFiles(files);
  };
  return (
    <div className="import-pickers cluster">
      <label className={buttonClassName('primary', 'md', 'import-picker')}>
        <UploadIcon />
        Choose files
        <input className="visually-hidden" type="file" multiple accept={ACCEPT} onChange={onChange} />
      </label>
      <label className={buttonClassName('secondary', 'md', 'import-picker')}>
        Choose a folder
        <input className="visually-hidden" type="file" multiple ref={asFolderPicker} onChange={onChange} />
      </label>
    </div>
  );
}
