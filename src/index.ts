import { reexecWithoutSecrets } from './action/clean-environment.js';
import { run } from './action/main.js';

// The GitHub Action's entry point (action.yml runs dist/index.js, bundled from
// here). First the process sheds the step's secrets from its environment
// block (src/action/clean-environment.ts): it re-executes itself and returns
// here only in the clean image.
void run(reexecWithoutSecrets());
