import { execShell } from '../process/exec.js';
import type { RunnerPreset } from './preset.js';

/** Fails early, naming what to install, when a preset's tools are not on PATH. */
export async function requireToolchain(preset: RunnerPreset): Promise<void> {
  for (const tool of preset.toolchain) {
    const r = await execShell(`command -v ${tool.command}`, {
      cwd: process.cwd(),
      env: process.env,
      timeoutMs: 10_000,
    });
    if (r.code !== 0) {
      throw new Error(`${tool.command} not found on PATH: the ${preset.name} runner needs ${tool.install}`);
    }
  }
}
