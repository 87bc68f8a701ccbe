export {
  generateDemoActivity,
  generateDemoActivityDetailed,
  generateDemoSet,
  generateDemoTrack,
  type DemoTrack,
  type DemoFile,
  type DemoOptions,
  type DemoTruth,
  type DetailedDemoFile,
} from './generate-demo';
export { DEFAULT_END_DATE } from './calendar';
export type { DemoSport } from './physiology';
export { writeTcx } from './write-tcx';
