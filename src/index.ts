import { run } from './action/main.js';

// The GitHub Action's entry point (action.yml runs dist/index.js, bundled from here).
void run();
