import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBuildModules, selectBuildModules } from '../../../src/select/build-modules.js';
import { writeTree } from '../../support/project-tree.js';

const scratch = mkdtempSync(join(tmpdir(), 'benchgate-modules-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const pom = (artifactId: string, body = '') => `<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <parent><groupId>com.ex</groupId><artifactId>parent</artifactId><version>1</version></parent>
  <artifactId>${artifactId}</artifactId>
${body}
</project>
`;
const deps = (...ids: string[]) =>
  `  <dependencies>\n${ids.map((id) => `    <dependency><groupId>g</groupId><artifactId>${id}</artifactId></dependency>`).join('\n')}\n  </dependencies>`;

describe('Maven modules', () => {
  const dir = join(scratch, 'maven');
  writeTree(dir, {
    'pom.xml': `<project>
  <groupId>com.ex</groupId><artifactId>parent</artifactId><packaging>pom</packaging>
  <modules>
    <module>core</module>
    <module>io</module>
    <!-- <module>old</module> -->
    <module>bench</module>
    <module>tools</module>
  </modules>
  <dependencyManagement>${deps('jmh-core')}</dependencyManagement>
</project>`,
    'core/pom.xml': pom('ex-core'),
    'io/pom.xml': pom('ex-io', deps('ex-core', 'guava')),
    'bench/pom.xml': pom('ex-bench', deps('ex-io', 'jmh-core')),
    'tools/pom.xml': pom(
      'ex-tools',
      `${deps('ex-core')}\n  <build><plugins><plugin><artifactId>x</artifactId></plugin></plugins></build>`,
    ),
  });

  it('reads modules, their dependencies among themselves, and which hold JMH benchmarks', () => {
    expect(readBuildModules(dir, 'maven')).toEqual([
      { name: 'ex-core', dir: 'core', dependsOn: [], hasBenches: false },
      { name: 'ex-io', dir: 'io', dependsOn: ['ex-core'], hasBenches: false },
      { name: 'ex-bench', dir: 'bench', dependsOn: ['ex-io'], hasBenches: true },
      { name: 'ex-tools', dir: 'tools', dependsOn: ['ex-core'], hasBenches: false },
    ]);
  });

  it('runs the benchmark module when a module it depends on changes, and nothing for tools only', () => {
    const modules = readBuildModules(dir, 'maven')!;
    expect(selectBuildModules(['core/src/main/java/Core.java'], [modules])).toEqual({
      candidates: ['ex-bench'],
      affected: new Map([['ex-bench', 'depends on ex-core, which changed']]),
      unowned: [],
    });
    expect(selectBuildModules(['tools/src/main/java/T.java'], [modules]).affected).toEqual(new Map());
    expect(selectBuildModules(['pom.xml'], [modules]).runAll).toBe(
      'pom.xml changed: the build of every module',
    );
    expect(selectBuildModules(['scripts/x.java'], [modules]).runAll).toBe(
      'scripts/x.java is source in no module the build describes',
    );
  });

  it('is undefined for a single-module build, and an error for a module without pom.xml', () => {
    const single = join(scratch, 'single');
    writeTree(single, { 'pom.xml': pom('one', deps('jmh-core')) });
    expect(readBuildModules(single, 'maven')).toBeUndefined();
    const broken = join(scratch, 'broken');
    writeTree(broken, {
      'pom.xml': '<project><artifactId>p</artifactId><modules><module>gone</module></modules></project>',
    });
    expect(() => readBuildModules(broken, 'maven')).toThrow(
      /gone\/pom\.xml: a module named in <modules> has no pom\.xml/,
    );
  });
});

describe('Gradle projects', () => {
  it('reads include statements and project() dependencies', () => {
    const dir = join(scratch, 'gradle');
    writeTree(dir, {
      'settings.gradle.kts':
        'rootProject.name = "ex"\ninclude("core", ":lib:io")\ninclude(":bench") // jmh\n',
      'core/build.gradle.kts': 'plugins { java }\n',
      'lib/io/build.gradle.kts': 'dependencies { implementation(project(":core")) }\n',
      'bench/build.gradle.kts':
        'plugins { id("me.champeau.jmh") }\ndependencies { jmh(project(path = ":lib:io")) }\n',
    });
    const modules = readBuildModules(dir, 'gradle')!;
    expect(modules).toEqual([
      { name: ':bench', dir: 'bench', dependsOn: [':lib:io'], hasBenches: true },
      { name: ':core', dir: 'core', dependsOn: [], hasBenches: false },
      { name: ':lib:io', dir: 'lib/io', dependsOn: [':core'], hasBenches: false },
    ]);
    expect(selectBuildModules(['core/src/main/java/C.java'], [modules]).affected).toEqual(
      new Map([[':bench', 'depends on :core, which changed']]),
    );
  });
});
