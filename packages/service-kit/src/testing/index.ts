export { captureLogs } from './log-capture';
export type { LogCapture } from './log-capture';
export { listen } from './listen';
export type { Listening } from './listen';
