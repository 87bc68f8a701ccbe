export { MapView, mapLayers, type MapViewProps, type MapTooltip } from './map-view';
export {
  fitViewState,
  unionBounds,
  isUsableBounds,
  WORLD_VIEW,
  FIT_MAX_ZOOM,
  FIT_PADDING_PX,
} from './viewport';
export type { MapViewState } from './viewport';
export { pathLayerData, type PathLayerData } from './path-data';
export { configuredBasemapStyleUrl, parseBasemapStyleUrl } from './basemap-config';
export { markerCircles, type MapMarker, type MarkerCircle } from './map-markers';
