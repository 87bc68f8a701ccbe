/**
 * The search box filters on every keystroke from local state; the URL follows after a pause
 * (replacing the history entry), so typing never waits on navigation and the URL still holds the
 * search for sharing and reloads.
 */
import { useEffect, useState } from 'react';

/** Pause after the last keystroke before the URL is updated. */
export const SEARCH_URL_DELAY_MS = 300;

export function useSearchText(
  urlText: string,
  commit: (text: string) => void,
): [string, (text: string) => void] {
  // null: not typing, the URL's text is shown. A string: typed, not yet in the URL.
  const [draft, setDraft] = useState<string | null>(null);
  if (draft !== null && draft === urlText) setDraft(null);

  useEffect(() => {
    if (draft === null) return;
    const timer = setTimeout(() => commit(draft), SEARCH_URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, commit]);

  return [draft ?? urlText, setDraft];
}
