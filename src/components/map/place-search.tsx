/**
 * A place search over a map: type a town or city (the offline gazetteer, geo/gazetteer.ts), pick a
 * result, and the map moves there. Nothing is sent anywhere: no online geocoding.
 *
 * It is a combobox with a list box (WAI-ARIA 1.2 "list autocomplete" pattern): Down and Up move
 * through the places found (the input keeps the focus, aria-activedescendant names the active one),
 * Enter picks the active place (or the first), Escape closes the list, a pick closes it and writes
 * the place's name in the box, and a status line announces how many places were found.
 */
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { loadGazetteer, searchPlaces, type Gazetteer, type Place } from './geo/gazetteer';

/** Zoom a found place is shown at (a city and its surroundings). */
export const PLACE_ZOOM = 11;

const placeKey = (p: Place) => `${p.name}|${p.country}|${p.lon}`;

function useGazetteer(wanted: boolean): { gazetteer: Gazetteer | null; failed: boolean } {
  const [gazetteer, setGazetteer] = useState<Gazetteer | null>(null);
  const [failed, setFailed] = useState(false);
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
  return { gazetteer, failed };
}

export function PlaceSearch({ onPick }: { onPick: (place: Place) => void }) {
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wanted = query.trim().length > 0;
  const { gazetteer, failed } = useGazetteer(wanted);
  const results = gazetteer && wanted ? searchPlaces(gazetteer, query) : [];
  const showList = open && results.length > 0;

  const pick = (p: Place) => {
    setQuery(p.name);
    setOpen(false);
    setActive(-1);
    onPick(p);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (results.length === 0) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) =>
        a < 0 && step < 0 ? results.length - 1 : (a + step + results.length) % results.length,
      );
    } else if (e.key === 'Enter') {
      const p = results[active >= 0 ? active : 0];
      if (p && (open || active >= 0)) {
        e.preventDefault();
        pick(p);
      }
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="place-search" role="search">
      <label htmlFor={id} className="heat-field__label">
        Find a place
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
        value={query}
        placeholder="Town or city"
        autoComplete="off"
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      {failed ? <p className="muted">The list of places could not be loaded.</p> : null}
      <ul
        id={listId}
        role="listbox"
        aria-label="Places found"
        className="place-search__results"
        hidden={!showList}
      >
        {showList
          ? results.map((p, i) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard picks through the combobox (Down, Up, Enter), as the listbox pattern has it
              <li
                key={placeKey(p)}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'place-search__option is-active' : 'place-search__option'}
                // The input keeps the focus: a mouse pick must not blur it first.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(p)}
              >
                {p.name} <span className="muted">{p.country}</span>
              </li>
            ))
          : null}
      </ul>
      <p
        role="status"
        className={open && wanted && gazetteer && results.length === 0 ? 'muted' : 'visually-hidden'}
      >
        {!open || !wanted || !gazetteer
          ? ''
          : results.length === 0
            ? 'No place of 100,000 people or more by that name.'
            : `${results.length} ${results.length === 1 ? 'place' : 'places'} found; Down to choose, Enter to go.`}
      </p>
    </div>
  );
}
