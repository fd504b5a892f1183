// The command line of the bench/ scripts: numbers checked where they are
// read, a refusal that names the script and the option, and --help from the
// script's own header comment. The scripts themselves answering so:
// test/integration/bench-scripts.test.ts.
import { describe, expect, it } from 'vitest';
import { describeOptions, headerComment, parseOptions, UsageError } from '../../../bench/lib/args.mjs';

const OPTIONS = {
  rounds: { type: 'integer', min: 1, default: 3 },
  load: { type: 'number' },
  seed: { type: 'integer', default: 1 },
  benchtime: { type: 'string', default: '8ms' },
  reuse: { type: 'boolean', default: false },
};

function refusal(argv: string[]) {
  try {
    parseOptions(OPTIONS, argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`${argv.join(' ')} was accepted`);
}

describe("a bench script's options", () => {
  it('returns numbers as numbers, defaults included', () => {
    expect(parseOptions(OPTIONS, ['--rounds=7', '--load', '0.25', '--reuse'])).toEqual({
      values: { rounds: 7, load: 0.25, seed: 1, benchtime: '8ms', reuse: true, help: false },
      positionals: [],
    });
    expect(parseOptions(OPTIONS, ['--seed', '0', '-h']).values).toEqual({
      rounds: 3,
      seed: 0,
      benchtime: '8ms',
      reuse: false,
      help: true,
    });
  });

  it('refuses a value that is not the number the option wants, quoting it', () => {
    expect(refusal(['--rounds', '4o'])).toBe('--rounds wants a whole number of 1 or more, got "4o"');
    expect(refusal(['--rounds', '0'])).toBe('--rounds wants a whole number of 1 or more, got "0"');
    expect(refusal(['--rounds', '1.5'])).toBe('--rounds wants a whole number of 1 or more, got "1.5"');
    expect(refusal(['--seed=-1'])).toBe('--seed wants a whole number of 0 or more, got "-1"');
    expect(refusal(['--load', ''])).toBe('--load wants a number, got ""');
    expect(refusal(['--load', 'Infinity'])).toBe('--load wants a number, got "Infinity"');
  });

  it('refuses a number outside the bounds an option gives, the bounds themselves as stated', () => {
    const bounded = { below: { type: 'number', above: 0, max: 100, default: 3 } };
    expect(parseOptions(bounded, ['--below', '100']).values.below).toBe(100);
    expect(parseOptions(bounded, ['--below', '0.5']).values.below).toBe(0.5);
    expect(parseOptions(bounded, []).values.below).toBe(3);
    for (const value of ['0', '-2', '100.5'])
      expect(() => parseOptions(bounded, [`--below=${value}`])).toThrow(
        new UsageError(`--below wants a number, above 0, at most 100, got "${value}"`),
      );
  });

  it("refuses an unknown option, a missing value and a stray argument with parseArgs's own reason", () => {
    expect(refusal(['--round', '5'])).toBe("Unknown option '--round'");
    expect(refusal(['--rounds'])).toBe("Option '--rounds <value>' argument missing");
    expect(refusal(['now'])).toBe(
      "Unexpected argument 'now'. This command does not take positional arguments",
    );
  });

  it('lists the options with their types and defaults', () => {
    expect(describeOptions(OPTIONS)).toBe(
      [
        '  --rounds <integer> (default 3)',
        '  --load <number>',
        '  --seed <integer> (default 1)',
        '  --benchtime <string> (default 8ms)',
        '  --reuse',
      ].join('\n'),
    );
  });

  it('takes a choice only among its words and JSON only when it parses, before the script runs', () => {
    const words = {
      'round-value': { type: 'choice', choices: ['all', 'smallest'], default: 'all' },
      'confirm-early': { type: 'choice', choices: ['true', 'false'] },
      early: { type: 'json' },
    };
    expect(parseOptions(words, ['--round-value', 'smallest', '--early', '{"regions":false}']).values).toEqual(
      {
        'round-value': 'smallest',
        early: { regions: false },
        help: false,
      },
    );
    // "null" is JSON (the rank test alone, in the sequential study), and stays distinct from absent.
    expect(parseOptions(words, ['--early=null', '--confirm-early=false']).values).toEqual({
      'round-value': 'all',
      'confirm-early': 'false',
      early: null,
      help: false,
    });
    const refused = (argv: string[]) => {
      try {
        parseOptions(words, argv);
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError);
        return (error as Error).message;
      }
      throw new Error(`${argv.join(' ')} was accepted`);
    };
    expect(refused(['--round-value', 'smalest'])).toBe(
      '--round-value wants one of all, smallest, got "smalest"',
    );
    expect(refused(['--confirm-early', 'flase'])).toBe(
      '--confirm-early wants one of true, false, got "flase"',
    );
    expect(refused(['--early', '{regions:false}'])).toBe('--early wants JSON, got "{regions:false}"');
    expect(describeOptions(words)).toBe(
      [
        '  --round-value <all|smallest> (default all)',
        '  --confirm-early <true|false>',
        '  --early <json>',
      ].join('\n'),
    );
  });

  it("reads a script's header comment, after its #! line and up to its code", () => {
    const source =
      '#!/usr/bin/env node\n// What it measures.\n//\n//   node x.mjs [--rounds 3]\nimport x from "y";\n// not this\n';
    expect(headerComment(source)).toBe('What it measures.\n\n  node x.mjs [--rounds 3]');
  });
});
