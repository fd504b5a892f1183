/** Numbers each distinct note once, so a caveat shared by 40 rows is one footnote. */
export class FootnoteIndex {
  private readonly index = new Map<string, number>();

  /** The notes' numbers, in the order given. */
  mark(notes: readonly string[]): number[] {
    return notes.map((note) => {
      let n = this.index.get(note);
      if (n === undefined) {
        n = this.index.size + 1;
        this.index.set(note, n);
      }
      return n;
    });
  }

  /** The notes in number order (note 1 first). */
  list(): string[] {
    return [...this.index.keys()];
  }
}
