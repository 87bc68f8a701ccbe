export { generateDemoActivity, generateDemoSet, type DemoFile, type DemoOptions } from './generate-demo';
export { DEFAULT_END_DATE } from './calendar';
