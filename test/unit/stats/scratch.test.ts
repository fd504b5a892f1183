import { it } from 'vitest';
import { tCdf } from '../../../src/stats/student-t.js';
it('scratch', () => {
  for (const df of [1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e12]) for (const t of [-1.96, -0.5, -6]) console.log(df, t, tCdf(t, df));
});
