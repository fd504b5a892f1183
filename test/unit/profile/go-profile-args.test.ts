import { describe, expect, it } from 'vitest';
import { goProfileArgs } from '../../../src/profile/go-profile-args.js';

// Which of the user's go test arguments a profiled run keeps: all but those it
// sets itself, in any of go's spellings, and the program's own after -args.

describe('goProfileArgs', () => {
  it('keeps build flags, -short, -timeout and the rest, in their order and with their values', () => {
    expect(
      goProfileArgs(`-tags 'planted slow' -gcflags=-N -race -short -timeout 20m -parallel 4 -v`),
    ).toEqual({
      flags: [
        '-tags',
        'planted slow',
        '-gcflags=-N',
        '-race',
        '-short',
        '-timeout',
        '20m',
        '-parallel',
        '4',
        '-v',
      ],
      programArgs: [],
    });
    expect(goProfileArgs(undefined)).toEqual({ flags: [], programArgs: [] });
  });

  it('leaves out what the profile sets, with its value as the next word or after =, in -x, --x and -test.x', () => {
    expect(
      goProfileArgs(
        '-bench . -benchtime=2s -count 10 -cpu 1,2,4 --run=^$ -skip X -short -test.count 3 -test.benchtime=1x -benchmem -json -o bin -cpuprofile c.out -memprofile=m.out -memprofilerate 1 -trace t.out -tags planted',
      ),
    ).toEqual({ flags: ['-short', '-tags', 'planted'], programArgs: [] });
    // Test-binary spellings, as a side with test binaries holds the user's arguments.
    expect(goProfileArgs('-test.short -test.benchtime=100ms -test.count 5 -test.timeout=1m')).toEqual({
      flags: ['-test.short', '-test.timeout=1m'],
      programArgs: [],
    });
  });

  it("keeps everything after -args for the program, the profile's own flag names too", () => {
    expect(goProfileArgs('-short -args -mult=5 -count 7 ./data')).toEqual({
      flags: ['-short'],
      programArgs: ['-mult=5', '-count', '7', './data'],
    });
    expect(goProfileArgs('--args')).toEqual({ flags: [], programArgs: [] });
  });

  it('gives the reason for arguments only the shell can read', () => {
    expect(goProfileArgs('-tags $TAGS')).toEqual({
      reason: '$ at character 7 of "-tags $TAGS" is shell syntax, not a plain word',
    });
  });
});
