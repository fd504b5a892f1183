// The fake GitHub REST server for tests: see server.ts.
export { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions, type RecordedRequest } from './server.js';
export { faults, FaultQueue, type Fault } from './faults.js';
export { BOT, FakeState, type FakeSeed, type FakeStateSnapshot, type Role } from './state.js';
export { ROUTES } from './routes.js';
export { type GitObject, type GitRepo } from './git-objects.js';
