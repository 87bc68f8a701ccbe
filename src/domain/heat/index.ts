export * from './types';
export { packHeat, packPaths, packedBuffers } from './pack';
export { HEAT_CELL_M, CELL_DEG, buildCellGrid, cellColumn, cellRow, type CellGrid } from './cell-grid';
export { BYTES_PER_DENSITY_POINT, buildDensity, densityBytesPerPoint, positionBounds } from './density';
export { buildLines } from './lines';
export { HEAT_CHUNK_POINTS, NEAR_SLACK_M, buildHeatIndex, queryNear, type HeatIndex } from './spatial-index';
export {
  CLICK_TOLERANCE_PX,
  MAX_CLICK_TOLERANCE_M,
  MIN_CLICK_TOLERANCE_M,
  clickToleranceM,
  metresPerPixel,
} from './click-tolerance';
export { selectionMask } from './selection';
export { createHeatEngine, type HeatEngine, type HeatLoadStats } from './heat-engine';
