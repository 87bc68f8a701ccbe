/**
 * The filter bar wired to the URL, for routes to put above any page that follows the global
 * filters (overview, heatmap, compare): `<ConnectedFilterBar />`. The page itself reads the same
 * filter with `fromSearch(parseFilterSearch(search))` and applies `compileFilter` from
 * src/domain/filters.
 */
import { useCallback } from 'react';
import { useSettings } from '../../lib/settings';
import { FilterBar } from './filter-bar';
import { useCollections } from './use-collections';
import { useSearchText } from './use-search-text';
import { useUrlFilter } from './use-url-filter';
import './activities.css';

export function ConnectedFilterBar() {
  const { units } = useSettings();
  const { filter, setFilter } = useUrlFilter();
  const { collections } = useCollections();
  const commitText = useCallback(
    (text: string) => setFilter({ ...filter, text }, { replace: true }),
    [filter, setFilter],
  );
  const [text, setText] = useSearchText(filter.text, commitText);
  const collection = collections.find((c) => c.id === filter.collectionId);
  return (
    <FilterBar
      filter={filter}
      onChange={setFilter}
      units={units}
      text={text}
      onTextChange={setText}
      collectionName={filter.collectionId === null ? undefined : (collection?.name ?? null)}
    />
  );
}
