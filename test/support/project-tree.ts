import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Writes files (path -> content) under dir: the small Go and Cargo projects the selection tests build. */
export function writeTree(dir: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

/** A Go package file with one benchmark per name: `func BenchmarkX(b *testing.B)`, sub-benchmarks by b.Run. */
export function goBenchFile(
  pkg: string,
  benches: Record<string, readonly string[]>,
  imports: readonly string[] = [],
): string {
  const funcs = Object.entries(benches).map(([name, subs]) =>
    subs.length === 0
      ? `func ${name}(b *testing.B) { for i := 0; i < b.N; i++ { sink++ } }`
      : `func ${name}(b *testing.B) {\n` +
        subs
          .map(
            (s) =>
              `\tb.Run(${JSON.stringify(s)}, func(b *testing.B) { for i := 0; i < b.N; i++ { sink++ } })`,
          )
          .join('\n') +
        '\n}',
  );
  const uses = imports.map((i) => `\t_ "${i}"`).join('\n');
  return `package ${pkg}\n\nimport (\n\t"testing"\n${uses}\n)\n\nvar sink int\n\n${funcs.join('\n\n')}\n`;
}
