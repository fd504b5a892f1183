// What bench/bisect/study.mjs calls in-process: the detection study's judge
// (the pipeline's sequential loop over real rounds) and the bisection itself.
export { readGoRun, judgeSequentialProtocol } from '../detection/judge.js';
export { bisectCommits } from '../../src/bisect/search.js';
export { probeAlpha } from '../../src/bisect/run-bisection.js';
export { probeVerdict, reproduceVerdict } from '../../src/bisect/probe-verdict.js';
