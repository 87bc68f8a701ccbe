/**
 * A place search over a map: type a town or city (the offline gazetteer, geo/gazetteer.ts), pick a
 * result, and the map moves there. Nothing is sent anywhere: no online geocoding.
 */
import { useEffect, useId, useState } from 'react';
import { loadGazetteer, searchPlaces, type Gazetteer, type Place } from './geo/gazetteer';

/** Zoom a found place is shown at (a city and its surroundings). */
export const PLACE_ZOOM = 11;

export function PlaceSearch({ onPick }: { onPick: (place: Place) => void }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [gazetteer, setGazetteer] = useState<Gazetteer | null>(null);
  const [failed, setFailed] = useState(false);
  const wanted = query.trim().length > 0;
  useEffect(() => {
    if (!wanted || gazetteer) return;
    let live = true;
    loadGazetteer().then(
      (g) => live && setGazetteer(g),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, gazetteer]);
  const results = gazetteer ? searchPlaces(gazetteer, query) : [];
  return (
    <div className="place-search" role="search">
      <label htmlFor={id} className="heat-field__label">
        Find a place
      </label>
      <input
        id={id}
        type="search"
        value={query}
        placeholder="Town or city"
        autoComplete="off"
        onChange={(e) => setQuery(e.target.value)}
      />
      {failed ? <p className="muted">The list of places could not be loaded.</p> : null}
      {wanted && gazetteer ? (
        results.length > 0 ? (
          <ul className="place-search__results" aria-label="Places found">
            {results.map((p) => (
              <li key={`${p.name}|${p.country}|${p.lon}`}>
                <button type="button" onClick={() => onPick(p)}>
                  {p.name} <span className="muted">{p.country}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No place of 100,000 people or more by that name.</p>
        )
      ) : null}
    </div>
  );
}
