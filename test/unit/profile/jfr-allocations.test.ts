import { describe, expect, it } from 'vitest';
import { readJfrAllocations } from '../../../src/profile/jfr-allocations.js';
import { ProfileError } from '../../../src/profile/profile.js';

// The reader of `jfr print --json` is fed what the benchmark's recording
// holds: text that is not that JSON is an error naming the file, events that
// are not allocation samples are counted, never a crash. (Real recordings are
// read end to end in test/integration/profile-examples.test.ts.)

describe('readJfrAllocations on damaged input', () => {
  it('refuses text that is not the JSON of jfr print, naming the file', () => {
    expect(() => readJfrAllocations('{"recording": ', 'a.alloc.json')).toThrow(ProfileError);
    expect(() => readJfrAllocations('{"recording": ', 'a.alloc.json')).toThrow(
      /^a\.alloc\.json: not the JSON of jfr print \(/,
    );
    expect(() => readJfrAllocations('{"other": []}', 'b.alloc.json')).toThrow(
      'b.alloc.json: not the JSON of jfr print: no recording.events',
    );
    expect(() => readJfrAllocations('null', 'c.alloc.json')).toThrow(
      'c.alloc.json: not the JSON of jfr print: no recording.events',
    );
  });

  it('counts events that are not allocation samples as JFR writes them, and keeps nothing of them', () => {
    const text = JSON.stringify({
      recording: {
        events: [
          null,
          { type: 'jdk.ExecutionSample', values: {} },
          { type: 'jdk.ObjectAllocationSample', values: { weight: 'many', stackTrace: { frames: [] } } },
          {
            type: 'jdk.ObjectAllocationSample',
            values: { weight: 64, stackTrace: { frames: [{ method: { name: 7 } }] } },
          },
        ],
      },
    });
    expect(readJfrAllocations(text, 'd.alloc.json')).toEqual({
      format: 'jfr',
      unit: 'bytes',
      stacks: [],
      samples: 0,
      problems: [
        { file: 'd.alloc.json', line: 0, message: '4 events are not allocation samples as JFR writes them' },
      ],
    });
  });
});
