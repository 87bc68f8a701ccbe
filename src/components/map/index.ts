export { MapView, mapLayers } from './map-view';
export { unionBounds } from './viewport';
export type { MapViewState } from './viewport';
export { pathLayerData } from './path-data';
export type { MapMarker } from './map-markers';
