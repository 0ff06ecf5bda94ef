// A worker thread whose module is TypeScript source (tests, `npm run dev`): tsx's loader registered in
// the worker, then the module. Node 20 does not apply `--import tsx` in a worker's execArgv before
// its first module; the bundle's workers are JavaScript and start directly.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.typeScriptModule);
