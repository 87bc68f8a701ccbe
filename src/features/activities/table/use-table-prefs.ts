import { useCallback, useState } from 'react';
import { loadTablePrefs, saveTablePrefs, type TablePrefs } from './table-prefs';

/** The table prefs, loaded once and saved on every change. */
export function useTablePrefs(): [TablePrefs, (next: TablePrefs) => void] {
  const [prefs, setPrefs] = useState<TablePrefs>(() => loadTablePrefs());
  const update = useCallback((next: TablePrefs) => {
    setPrefs(next);
    saveTablePrefs(next);
  }, []);
  return [prefs, update];
}
