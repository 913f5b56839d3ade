export { captureLogs } from './log-capture';
export type { LogCapture } from './log-capture';
export { listen } from './listen';
export type { Listening } from './listen';
export { startTestService } from './start-test-service';
export type { TestService, TestServiceOptions } from './start-test-service';
export { acquireTestDatabaseServer } from './test-database';
export type { TestDatabaseServer } from './test-database';
