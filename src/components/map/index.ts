export { layerDrawn, MapView, mapLayers } from './map-view';
export { unionBounds } from './viewport';
export type { MapViewState } from './viewport';
export { pathLayerData } from './path-data';
export type { MapMarker } from './map-markers';
export { renderMapPng } from './map-image';
export type { MapImageLegend } from './map-image';
export type { MapGoTo } from './map-view';
export { PLACE_ZOOM, PlaceSearch } from './place-search';
