import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deepestOwner, isDocumentation, reachDependents, type UnitSelection } from './unit-selection.js';

/** A module of a Maven or Gradle build, its directory relative to the project directory. */
export interface BuildModule {
  /** Maven artifactId, Gradle project path (":core"). */
  name: string;
  dir: string;
  /** Names of the build's own modules it depends on. */
  dependsOn: string[];
  /** Whether it holds JMH benchmarks (a jmh dependency or src/jmh). */
  hasBenches: boolean;
}

export type BuildKind = 'maven' | 'gradle';

/** Reads the modules the build describes; undefined when it describes none (a single-module build). */
export function readBuildModules(projectDir: string, kind: BuildKind): BuildModule[] | undefined {
  return kind === 'maven' ? readMavenModules(projectDir) : readGradleModules(projectDir);
}

/**
 * Maven: the root pom.xml's <modules>, recursively. Read as text, not built:
 * the parts selection needs (artifactId, modules, dependencies) are plain
 * elements. Note: properties (${project.version}) and profiles' modules are not resolved.
 */
function readMavenModules(projectDir: string): BuildModule[] | undefined {
  const root = readPom(projectDir, '');
  if (root.modules.length === 0) return undefined;
  const modules: BuildModule[] = [];
  const visit = (dir: string, seen: Set<string>) => {
    const pom = readPom(projectDir, dir);
    if (dir !== '')
      modules.push({
        name: pom.artifactId,
        dir,
        dependsOn: pom.dependencies,
        hasBenches: pom.hasJmh || existsSync(join(projectDir, dir, 'src/jmh')),
      });
    for (const m of pom.modules) {
      const child = normalize(dir === '' ? m : `${dir}/${m}`);
      if (!seen.has(child)) visit(child, seen.add(child));
    }
  };
  visit('', new Set(['']));
  const names = new Set(modules.map((m) => m.name));
  return modules.map((m) => ({ ...m, dependsOn: m.dependsOn.filter((d) => names.has(d) && d !== m.name) }));
}

function readPom(projectDir: string, dir: string) {
  const file = join(projectDir, dir, 'pom.xml');
  if (!existsSync(file)) throw new Error(`${file}: a module named in <modules> has no pom.xml`);
  const xml = readFileSync(file, 'utf8').replace(/<!--[\s\S]*?-->/g, '');
  // Elements of <project> itself: drop the blocks whose artifactIds are not this module's own dependencies.
  const own = xml.replace(/<(parent|build|dependencyManagement|profiles|reporting)>[\s\S]*?<\/\1>/g, '');
  const artifactId = /<artifactId>\s*([^<\s]+)\s*<\/artifactId>/.exec(own)?.[1];
  if (!artifactId) throw new Error(`${file}: no <artifactId>`);
  const dependencies = [...own.matchAll(/<dependency>([\s\S]*?)<\/dependency>/g)].flatMap((d) => {
    const id = /<artifactId>\s*([^<\s]+)\s*<\/artifactId>/.exec(d[1]!)?.[1];
    return id ? [id] : [];
  });
  const modulesBlock = /<modules>([\s\S]*?)<\/modules>/.exec(own)?.[1] ?? '';
  const modules = [...modulesBlock.matchAll(/<module>\s*([^<]+?)\s*<\/module>/g)].map((m) => m[1]!);
  return { artifactId, dependencies, modules, hasJmh: dependencies.includes('jmh-core') };
}

/**
 * Gradle: the projects `include`d in settings.gradle(.kts), each in the
 * directory its path names (":lib:core" → lib/core), and the project(":x")
 * dependencies of its build script. Note: projectDir reassignments in the
 * settings script are not followed.
 */
function readGradleModules(projectDir: string): BuildModule[] | undefined {
  const settings = ['settings.gradle.kts', 'settings.gradle']
    .map((f) => join(projectDir, f))
    .find(existsSync);
  if (!settings) return undefined;
  const text = readFileSync(settings, 'utf8').replace(/\/\/.*$/gm, '');
  const paths = new Set<string>();
  for (const stmt of text.matchAll(/\binclude\b\s*\(?([^\n)]*)/g))
    for (const q of stmt[1]!.matchAll(/["']([^"']+)["']/g))
      paths.add(q[1]!.startsWith(':') ? q[1]! : `:${q[1]!}`);
  if (paths.size === 0) return undefined;
  return [...paths].sort().map((name) => {
    const dir = name.slice(1).split(':').join('/');
    const script = ['build.gradle.kts', 'build.gradle'].map((f) => join(projectDir, dir, f)).find(existsSync);
    const body = script ? readFileSync(script, 'utf8') : '';
    const deps = [...body.matchAll(/project\(\s*(?:path\s*[:=]\s*)?["'](:[^"']+)["']/g)].map((m) => m[1]!);
    return {
      name,
      dir,
      dependsOn: [...new Set(deps)].filter((d) => paths.has(d) && d !== name).sort(),
      hasBenches: /\bjmh\b/.test(body) || existsSync(join(projectDir, dir, 'src/jmh')),
    };
  });
}

/** Build files at the root: a change to them can change every module. */
const ROOT_BUILD_FILES =
  /^(?:pom\.xml|settings\.gradle(?:\.kts)?|build\.gradle(?:\.kts)?|gradle\.properties|gradle\/.*|\.mvn\/.*|gradlew(?:\.bat)?|mvnw(?:\.cmd)?)$/;
const JVM_SOURCE = /\.(?:java|kt|kts|scala|groovy|gradle)$/;

/**
 * Maven/Gradle: the modules with benchmarks that depend, transitively, on a
 * changed module. A file belongs to the deepest module directory holding it.
 * `sides`: base's and head's modules.
 */
export function selectBuildModules(
  changed: readonly string[],
  sides: readonly BuildModule[][],
): UnitSelection {
  const modules = sides.flat();
  const byDir = new Map(modules.map((m) => [m.dir, m.name]));
  const withBenches = [...new Set(modules.filter((m) => m.hasBenches).map((m) => m.name))].sort();
  const candidates = withBenches.length > 0 ? withBenches : [...new Set(modules.map((m) => m.name))].sort();
  const changedModules = new Set<string>();
  const unowned: string[] = [];
  for (const file of changed) {
    if (ROOT_BUILD_FILES.test(file))
      return {
        runAll: `${file} changed: the build of every module`,
        candidates,
        affected: new Map(),
        unowned: [],
      };
    const owner = file.split('/').some((s) => s.startsWith('.')) ? undefined : deepestOwner(file, byDir);
    if (owner !== undefined && !isDocumentation(file)) changedModules.add(owner);
    else if (JVM_SOURCE.test(file))
      return {
        runAll: `${file} is source in no module the build describes`,
        candidates,
        affected: new Map(),
        unowned: [],
      };
    else unowned.push(file);
  }
  const dependents = new Map<string, Set<string>>();
  for (const m of modules)
    for (const d of m.dependsOn) dependents.set(d, (dependents.get(d) ?? new Set()).add(m.name));
  const reached = reachDependents([...changedModules].sort(), (u) => [...(dependents.get(u) ?? [])].sort());
  return {
    candidates,
    affected: new Map(candidates.filter((c) => reached.has(c)).map((c) => [c, reached.get(c)!])),
    unowned,
  };
}

function normalize(path: string): string {
  const out: string[] = [];
  for (const seg of path.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') out.pop();
    else out.push(seg);
  }
  return out.join('/');
}
