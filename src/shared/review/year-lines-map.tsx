/**
 * A year's lines on the map: one binary PathLayer, drawn thin and translucent so that
 * often-travelled roads add up to a brighter line (a line heatmap). The year page draws its stored
 * paths with it (features/review/year-map.tsx), a shared Year in review its shared lines.
 */
import { PathLayer } from '@deck.gl/layers';
import { useMemo } from 'react';
import { MapView, mapLayers, pathLayerData } from '../../components/map';
import type { SimplifiedPath } from '../../domain/series/types';
import type { Bounds } from '../../domain/stats/types';

/** Track colour (the app's orange) and its opacity: 8 overlapping passes reach full colour. */
const LINE_COLOR: [number, number, number, number] = [232, 84, 36, 96];
const LINE_WIDTH_PX = 2;

/** The lines fitted to `bounds` (again whenever `fitKey` changes). */
export function YearLinesMap({
  drawn,
  label,
  bounds,
  fitKey,
  refitOnResize = false,
  color = LINE_COLOR,
  widthPx = LINE_WIDTH_PX,
  attributes,
}: {
  drawn: readonly SimplifiedPath[];
  label: string;
  bounds: Bounds | null;
  fitKey: string;
  /** Fit `bounds` again whenever the map's size changes (a page with no other view to keep). */
  refitOnResize?: boolean;
  /** The lines' colour (RGBA) and width (CSS px). */
  color?: readonly [number, number, number, number];
  widthPx?: number;
  /** More data-* attributes of the map element. */
  attributes?: Record<`data-${string}`, string>;
}) {
  const positions = useMemo(() => drawn.reduce((n, p) => n + p.lonLat.length / 2, 0), [drawn]);
  const data = useMemo(() => pathLayerData(drawn), [drawn]);
  const layers = useMemo(
    () =>
      mapLayers(
        new PathLayer({
          id: 'review-paths',
          data,
          _pathType: 'open',
          positionFormat: 'XY',
          getColor: [...color],
          getWidth: widthPx,
          widthUnits: 'pixels',
          capRounded: true,
          jointRounded: true,
        }),
      ),
    [data, color, widthPx],
  );
  return (
    <MapView
      label={label}
      bounds={bounds}
      fitKey={fitKey}
      refitOnResize={refitOnResize}
      height={420}
      layers={layers}
      dataAttributes={{
        ...attributes,
        'data-paths': String(drawn.length),
        'data-positions': String(positions),
      }}
    />
  );
}
