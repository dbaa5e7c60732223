// `npm start`: builds the web app when its build is missing or older than its sources, then runs
// the API (which serves the build) in this same process, so signals reach the server directly.
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
register();
await import('../apps/api/src/server.ts');
