// What one Go benchmark file adds up to: results, configuration, unit
// metadata and problems, shared by every stream of the file (one for text
// output, one per package for test2json).
import { LeftOutBenchmarks, MAX_BENCHMARKS } from '../../model/benchmark-limit.js';
import type { Benchmark, Context, Direction, MachineInfo, Problem } from '../../model/results.js';
import { directionOfUnit, spellUnit } from '../../model/units.js';
import { clip, type GoValue, type PlainResult } from './line.js';
import { paramsOfGoName, resolveGoNames } from './procs.js';
import type { ParsedFile } from '../types.js';

/** Every result of one printed name, metrics in first-seen order. */
interface BufferedBenchmark {
  suite: string;
  /** As printed, with any -N suffix. */
  printed: string;
  units: string[];
  /** samples[i] belongs to units[i]. */
  samples: number[][];
}

const MACHINE_KEYS: Record<string, keyof MachineInfo> = { goos: 'os', goarch: 'arch', cpu: 'cpu' };

// Note: results are buffered until finish() because whether "-2" ends a name
// or is a GOMAXPROCS suffix depends on every name of the file (go-procs.ts).
// The buffer holds what the collector would hold anyway, grouped by printed
// name as it arrives (-count repeats follow each other, so the last group is
// usually the one wanted). It holds at most `limit` names: results of any
// further one are only counted (src/model/benchmark-limit.ts), so a flood of
// benchmarks costs no memory past the limit, and the procs rule reads the
// names kept.
export class GoResultSink {
  /** Suite -> printed name -> results. */
  private readonly buffered = new Map<string, Map<string, BufferedBenchmark>>();
  /** The same results in first-seen order. */
  private readonly groups: BufferedBenchmark[] = [];
  private last?: BufferedBenchmark;
  private resultCount = 0;
  private readonly problems: Problem[] = [];
  private readonly machine: MachineInfo = {};
  private readonly config: Record<string, string> = {};
  /** Unit -> direction stated by a `Unit <unit> better=higher|lower` line. */
  private readonly stated = new Map<string, Direction>();
  /** Unit -> direction from its name, worked out once per unit. */
  private readonly inferred = new Map<string, Direction>();

  private readonly leftOut = new LeftOutBenchmarks();

  constructor(
    readonly file: string,
    private readonly limit: number = MAX_BENCHMARKS,
  ) {}

  problem(line: number, message: string): Problem {
    // Messages quote input; a bound keeps a garbage line from flooding a report.
    const p = { file: this.file, line, message: clip(message, 600) };
    this.problems.push(p);
    return p;
  }

  addResult(suite: string, printed: string, values: readonly GoValue[]): void {
    const group = this.groupOf(suite, printed);
    if (group === undefined) return;
    for (const { unit, value } of values) this.addSample(group, unit, value);
  }

  /** A plain result line's match, read without building objects per value. */
  addPlainResult(suite: string, m: PlainResult): void {
    const group = this.groupOf(suite, m[1]!);
    if (group === undefined) return;
    const { units, samples } = group;
    for (let i = 2, k = 0; i < m.length && m[i] !== undefined; i += 2, k++) {
      // The units of a name's lines come in the same order: check that slot first.
      const unit = m[i + 1]!;
      if (units[k] === unit) samples[k]!.push(Number(m[i]));
      else this.addSample(group, unit, Number(m[i]));
    }
  }

  /** The group of a printed name; undefined when it is past the limit (its result is counted, not kept). */
  private groupOf(suite: string, printed: string): BufferedBenchmark | undefined {
    this.resultCount++;
    const last = this.last;
    if (last !== undefined && last.printed === printed && last.suite === suite) return last;
    // Nested maps, not one joined key: no new string to build and hash per line.
    let bySuite = this.buffered.get(suite);
    let group = bySuite?.get(printed);
    if (group === undefined) {
      if (this.groups.length >= this.limit) {
        this.leftOut.note(`${suite}\n${printed}`, printed);
        return undefined;
      }
      if (bySuite === undefined) {
        bySuite = new Map();
        this.buffered.set(suite, bySuite);
      }
      group = { suite, printed, units: [], samples: [] };
      bySuite.set(printed, group);
      this.groups.push(group);
    }
    this.last = group;
    return group;
  }

  private addSample(group: BufferedBenchmark, printedUnit: string, value: number): void {
    const unit = spellUnit(printedUnit);
    let at = group.units.indexOf(unit);
    if (at < 0) {
      at = group.units.length;
      group.units.push(unit);
      group.samples.push([]);
    }
    group.samples[at]!.push(value);
  }

  // Note: the model has one context per file, so a key keeps its first value;
  // pkg is not configuration here but each result's suite.
  setConfig(key: string, value: string): void {
    if (value === '' || key === 'pkg') return;
    const machineKey = MACHINE_KEYS[key];
    if (machineKey !== undefined) {
      if (this.machine[machineKey] === undefined) this.machine[machineKey] = value;
    } else if (!Object.prototype.hasOwnProperty.call(this.config, key)) {
      Object.defineProperty(this.config, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }

  /** Unit metadata; only `better` changes the model, as the metric's direction. */
  setUnitMetadata(printedUnit: string, pairs: [string, string][], line: number): void {
    const unit = spellUnit(printedUnit);
    for (const [key, value] of pairs) {
      if (key === '') {
        this.problem(line, `Unit ${clip(unit)}: expected key=value, got "${clip(value)}"`);
      } else if (key === 'better') {
        this.stateDirection(unit, value, line);
      }
    }
  }

  private stateDirection(unit: string, value: string, line: number): void {
    const direction: Direction | undefined =
      value === 'higher' ? 'bigger' : value === 'lower' ? 'smaller' : undefined;
    if (!direction) {
      this.problem(line, `Unit ${clip(unit)}: better=${clip(value)}, expected higher or lower`);
      return;
    }
    const had = this.stated.get(unit);
    if (had !== undefined && had !== direction) {
      this.problem(
        line,
        `Unit ${clip(unit)}: better=${clip(value)} contradicts an earlier Unit line; keeping the first`,
      );
      return;
    }
    this.stated.set(unit, direction);
  }

  finish(lineCount: number): ParsedFile {
    if (this.resultCount === 0) {
      this.problem(0, lineCount === 0 ? 'empty input: no benchmark results' : 'no benchmark results found');
    }
    const groups = this.groups;
    const printed = groups.map((g) => g.printed);
    const names = resolveGoNames(printed);
    // Note: no BenchmarkCollector: a (suite, printed name) is one benchmark,
    // since resolveGoNames maps distinct names to distinct (name, procs), and
    // its metrics are already merged by unit.
    const benchmarks = groups.map((g): Benchmark => {
      const { name, procs } = names.get(g.printed)!;
      return {
        suite: g.suite,
        name,
        params: paramsOfGoName(name),
        procs,
        metrics: g.units.map((unit, i) => ({
          unit,
          direction: this.directionOf(unit),
          samples: g.samples[i]!,
        })),
      };
    });
    return {
      context: this.context(),
      benchmarks,
      problems: [...this.leftOutProblems(printed), ...this.sortedProblems()],
    };
  }

  /** What was left out past the limit, its first name read as the kept names read theirs. */
  private leftOutProblems(kept: string[]): Problem[] {
    const first = this.leftOut.first;
    if (first === undefined) return [];
    const { name } = resolveGoNames([...kept, first]).get(first)!;
    return this.leftOut.problems(this.file, this.limit, name);
  }

  private directionOf(unit: string): Direction {
    const stated = this.stated.get(unit);
    if (stated !== undefined) return stated;
    let direction = this.inferred.get(unit);
    if (direction === undefined) {
      direction = directionOfUnit(unit);
      this.inferred.set(unit, direction);
    }
    return direction;
  }

  private context(): Context {
    const context: Context = { tool: { name: 'go' } };
    if (Object.keys(this.machine).length > 0) context.machine = { ...this.machine };
    if (Object.keys(this.config).length > 0) context.config = { ...this.config };
    return context;
  }

  /** By line; a stable sort keeps the order of problems on one line. */
  private sortedProblems(): Problem[] {
    return this.problems
      .map((p, i) => ({ p, i }))
      .sort((a, b) => a.p.line - b.p.line || a.i - b.i)
      .map((x) => x.p);
  }
}
