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
  /** In a dry run: every action, none done (`history issues --dry-run`). */
  readonly planned: string[] = [];

  constructor(
    max: number,
    private readonly dryRun = false,
  ) {
    this.left = max;
  }

  /**
   * Takes `writes` for one action, or refuses the whole action (and remembers it) when fewer are
   * left. In a dry run every action is refused and listed as planned: every write goes through here.
   */
  take(action: string, writes = 1): boolean {
    if (this.dryRun) {
      this.planned.push(action);
      return false;
    }
    if (writes > this.left) {
      this.skipped.push(action);
      return false;
    }
    this.left -= writes;
    return true;
  }
}
