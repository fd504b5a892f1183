import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROFILE_DEFAULTS } from '../../../src/profile/settings.js';
import { profileSettings } from '../../../src/cli/profile-options.js';

// The profile defaults are written once (src/profile/settings.ts): the docs'
// table and the flags follow them.

const docs = readFileSync(new URL('../../../docs/profiles.md', import.meta.url), 'utf8');
const row = (flag: string) =>
  docs
    .split('\n')
    .find((l) => l.includes(`\`${flag}`))!
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());

describe('profile settings', () => {
  it('docs/profiles.md states the defaults the code has', () => {
    expect(row('--profile auto')[3]).toBe(`\`${PROFILE_DEFAULTS.mode}\``);
    expect(row('--profile-max-rows')[3]).toBe(`\`${PROFILE_DEFAULTS.maxRows}\``);
    expect(row('--profile-budget')[3]).toBe(`\`${PROFILE_DEFAULTS.budgetMs / 60_000}m\``);
  });

  it('the flags make the same settings, and refuse what they cannot read', () => {
    expect(profileSettings({})).toEqual(PROFILE_DEFAULTS);
    expect(profileSettings({ profile: 'off', 'profile-max-rows': '2', 'profile-budget': '90s' })).toEqual({
      ...PROFILE_DEFAULTS,
      mode: 'off',
      maxRows: 2,
      budgetMs: 90_000,
    });
    expect(() => profileSettings({ profile: 'on' })).toThrow(
      '--profile: "on" is not a profile mode (expected auto or off)',
    );
    expect(() => profileSettings({ 'profile-max-rows': '-1' })).toThrow(
      '--profile-max-rows "-1" must be a whole number >= 0',
    );
    expect(() => profileSettings({ 'profile-budget': 'soon' })).toThrow(
      '--profile-budget "soon" is not a duration like 5m or 90s',
    );
  });
});
