// A cap on the writes one run makes to GitHub's issues. Why: one run once
// opened 150 issues (and pinged the mentions 150 times); an unbounded run also
// spends the token's rate limit that the rest of the workflow needs. What is
// left over is done by the next run, which finds the same changes again.

/** Writes (issues opened, edited, closed, reopened, comments) one `history issues` run makes at most. */
export const DEFAULT_MAX_WRITES = 50;

export class WriteBudget {
  private left: number;
  /** Actions refused for want of budget, for the one warning at the end. */
  readonly skipped: string[] = [];

  constructor(max: number) {
    this.left = max;
  }

  /** Takes `writes` for one action, or refuses the whole action (and remembers it) when fewer are left. */
  take(action: string, writes = 1): boolean {
    if (writes > this.left) {
      this.skipped.push(action);
      return false;
    }
    this.left -= writes;
    return true;
  }
}
