/**
 * The routes' own map (issue 41): every route's stored simplified path in one PathLayer, the one
 * picked in the list drawn on top in a second colour, fitted to all of them (or to the picked one).
 * Privacy zones are cut out as on every other map.
 */
import { PathLayer } from '@deck.gl/layers';
import { useQuery } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { MapView, mapLayers, pathLayerData, unionBounds } from '../../components/map';
import { pathOutsideZones } from '../../domain/privacy/cut';
import type { TrackSummary } from '../../domain/stats/types';
import { useSettings } from '../../lib/settings';
import { useTrackStore } from '../../lib/store-context';
import { pathsQuery } from '../../lib/track-queries';

/** Routes in the app's blue (activities are orange): planned, not ridden. */
const ROUTE_COLOR: [number, number, number, number] = [37, 99, 235, 170];
const PICKED_COLOR: [number, number, number, number] = [232, 84, 36, 255];
const LINE_WIDTH_PX = 3;

export const RoutesMap = memo(function RoutesMap({
  routes,
  picked,
}: {
  routes: readonly TrackSummary[];
  picked: string | null;
}) {
  const store = useTrackStore();
  const ids = useMemo(() => routes.map((s) => s.id), [routes]);
  const paths = useQuery(pathsQuery(store, ids));
  const zones = useSettings().privacyZones;
  const cut = useMemo(() => {
    const out = new Map<string, ReturnType<typeof pathOutsideZones>>();
    for (const id of ids) {
      const path = paths.data?.get(id);
      if (path) out.set(id, pathOutsideZones(path, zones));
    }
    return out;
  }, [ids, paths.data, zones]);
  const layers = useMemo(() => {
    const all = pathLayerData([...cut.values()]);
    const one = picked !== null && cut.has(picked) ? pathLayerData([cut.get(picked)!]) : null;
    const layer = (id: string, data: typeof all, color: typeof ROUTE_COLOR) =>
      new PathLayer({
        id,
        data,
        _pathType: 'open',
        positionFormat: 'XY',
        getColor: color,
        getWidth: LINE_WIDTH_PX,
        widthUnits: 'pixels',
        capRounded: true,
        jointRounded: true,
      });
    return mapLayers(
      layer('routes', all, ROUTE_COLOR),
      one ? layer('picked-route', one, PICKED_COLOR) : null,
    );
  }, [cut, picked]);
  const bounds = useMemo(() => {
    const focus = picked === null ? routes : routes.filter((s) => s.id === picked);
    return unionBounds((focus.length > 0 ? focus : routes).map((s) => s.bounds));
  }, [routes, picked]);

  if (paths.isError) return <p className="muted">Could not read the routes’ paths.</p>;
  return (
    <MapView
      label="Map of your routes"
      bounds={bounds}
      fitKey={picked ?? 'all'}
      refitOnResize
      height={440}
      layers={layers}
      dataAttributes={{ 'data-paths': String(cut.size) }}
    />
  );
});
