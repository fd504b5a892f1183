import { execShell } from '../process/exec.js';
import type { RunnerPreset } from '../run/preset.js';
import { shellQuote } from '../process/shell-quote.js';
import type { SelectionPlan } from './affected.js';

/** One benchmark a selection leaves out, in the unit (Go package, Cargo package) that holds it. */
export interface NotRunBenchmark {
  unit: string;
  name: string;
}

/**
 * The benchmarks of the units a plan does not run, by name, from the tool's
 * own listing in one side's checkout (head's, so the names are the ones the
 * pull request has), so the report can count and list them instead of
 * naming packages only. Go lists top-level benchmark functions (go test -list
 * does not expand b.Run); Cargo one `cargo bench -p crate -- --list` per
 * crate. Undefined for runners without units to list.
 */
export async function listNotRunBenchmarks(
  preset: RunnerPreset,
  plan: SelectionPlan,
  projectDir: string,
  env: Record<string, string | undefined>,
): Promise<NotRunBenchmark[] | undefined> {
  const idle = plan.notRun.flatMap((n) => (n.unit !== undefined ? [n.unit] : []));
  if (plan.mode !== 'affected' || idle.length === 0) return plan.mode === 'affected' ? [] : undefined;
  switch (plan.unitKind) {
    case 'Go package':
      return parseGoTestList(
        await list(`go test -list '^Benchmark' ${idle.map(shellQuote).join(' ')}`, projectDir, env),
      );
    case 'Cargo package': {
      // Criterion's harness answers --list with "id: benchmark", libtest with "name: bench".
      const criterion = preset.name === 'criterion';
      const out: NotRunBenchmark[] = [];
      for (const crate of idle) {
        const targets = criterion ? ` --bench '*'` : '';
        const stdout = await list(
          `cargo bench --quiet -p ${shellQuote(crate)}${targets} -- --list`,
          projectDir,
          env,
        );
        for (const line of stdout.split('\n')) {
          const m = /^(.+): (?:benchmark|bench)$/.exec(line.trim());
          if (m) out.push({ unit: crate, name: m[1]! });
        }
      }
      return out;
    }
    default:
      return undefined;
  }
}

async function list(command: string, cwd: string, env: Record<string, string | undefined>): Promise<string> {
  const r = await execShell(command, { cwd, env, timeoutMs: 10 * 60_000 });
  if (r.code !== 0)
    throw new Error(`listing the benchmarks not run failed: ${command}\n${r.tail.join('\n')}`);
  return r.stdout;
}

/** go test -list prints a package's names, then "ok  <tab>pkg<tab>…" (or "?  …[no test files]"). */
function parseGoTestList(stdout: string): NotRunBenchmark[] {
  const out: NotRunBenchmark[] = [];
  let pending: string[] = [];
  for (const raw of stdout.split('\n')) {
    const line = raw.trim();
    const done = /^(?:ok|\?)\s+(\S+)/.exec(line);
    if (done) {
      out.push(...pending.map((name) => ({ unit: done[1]!, name })));
      pending = [];
    } else if (/^Benchmark\S*$/.test(line)) {
      pending.push(line);
    }
  }
  return out;
}
