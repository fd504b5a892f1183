// What one Go benchmark file adds up to: results, configuration, unit
// metadata and problems, shared by every stream of the file (one for text
// output, one per package for test2json).
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
// usually the one wanted).
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

  constructor(readonly file: string) {}

  problem(line: number, message: string): Problem {
    // Messages quote input; a bound keeps a garbage line from flooding a report.
    const p = { file: this.file, line, message: clip(message, 600) };
    this.problems.push(p);
    return p;
  }

  addResult(suite: string, printed: string, values: readonly GoValue[]): void {
    const group = this.groupOf(suite, printed);
    for (const { unit, value } of values) this.addSample(group, unit, value);
  }

  /** A plain result line's match, read without building objects per value. */
  addPlainResult(suite: string, m: PlainResult): void {
    const group = this.groupOf(suite, m[1]!);
    const { units, samples } = group;
    for (let i = 2, k = 0; i < m.length && m[i] !== undefined; i += 2, k++) {
      // The units of a name's lines come in the same order: check that slot first.
      const unit = m[i + 1]!;
      if (units[k] === unit) samples[k]!.push(Number(m[i]));
      else this.addSample(group, unit, Number(m[i]));
    }
  }

  private groupOf(suite: string, printed: string): BufferedBenchmark {
    this.resultCount++;
    const last = this.last;
    if (last !== undefined && last.printed === printed && last.suite === suite) return last;
    // Nested maps, not one joined key: no new string to build and hash per line.
    let bySuite = this.buffered.get(suite);
    if (bySuite === undefined) {
      bySuite = new Map();
      this.buffered.set(suite, bySuite);
    }
    let group = bySuite.get(printed);
    if (group === undefined) {
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
    const names = resolveGoNames(groups.map((g) => g.printed));
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
    return { context: this.context(), benchmarks, problems: this.sortedProblems() };
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
