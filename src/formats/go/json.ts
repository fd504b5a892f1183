// `go test -json` output: a stream of test2json events. Per package, the
// concatenated Output fields are exactly the text go test would print
// (cmd/test2json), so each package's output is reassembled into lines and read
// as text; an event may hold part of a line (a benchmark's name in one event,
// its numbers in the next) or several lines.
import { clip, MAX_GO_LINE } from './line.js';
import { GoStreamReader } from './reader.js';
import { GoResultSink } from './results.js';
import { explainInvalidJson } from '../json/syntax.js';
import type { LineFormat, LineParser, ParsedFile, Sniff } from '../types.js';

interface PackageStream {
  reader: GoStreamReader;
  /** Output after the last newline: the start of a line still being written. */
  partial: string;
  /** Saw the package's final pass/fail/skip event. */
  done: boolean;
}

interface Event {
  Action: string;
  Package?: unknown;
  ImportPath?: unknown;
  Test?: unknown;
  Output?: unknown;
}

const EVENT_START = /^\{\s*"(?:Time|Action|Package|ImportPath)"\s*:/m;

function detectGoJson(sniff: Sniff): number {
  if (!EVENT_START.test(sniff.head) || !sniff.head.includes('"Action"')) return 0;
  return sniff.head.includes('"Output":"Benchmark') || sniff.head.includes('"Test":"Benchmark') ? 1 : 0.6;
}

class GoJsonParser implements LineParser {
  private readonly sink: GoResultSink;
  private readonly packages = new Map<string, PackageStream>();
  /** First compiler message per package being built, for its build-fail event. */
  private readonly buildErrors = new Map<string, string>();
  private lines = 0;
  private lastLine = 0;

  constructor(file: string) {
    this.sink = new GoResultSink(file);
  }

  push(line: string, lineNo: number): void {
    this.lines++;
    this.lastLine = lineNo;
    const text = line.trim();
    if (text === '') return;
    const event = this.parseEvent(text, lineNo);
    if (event) this.onEvent(event, lineNo);
  }

  finish(): ParsedFile {
    for (const [pkg, stream] of this.packages) {
      if (stream.partial !== '') this.emit(stream, this.lastLine);
      stream.reader.end();
      if (!stream.done) {
        const name = pkg === '' ? 'the stream' : `package ${clip(pkg)}`;
        this.sink.problem(
          this.lastLine,
          `${name} has no final pass or fail event; the output may be truncated`,
        );
      }
    }
    return this.sink.finish(this.lines);
  }

  private parseEvent(text: string, lineNo: number): Event | undefined {
    if (!text.startsWith('{')) {
      this.sink.problem(lineNo, `not a test2json event: "${clip(text)}"`);
      return undefined;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (err) {
      this.sink.problem(lineNo, `invalid JSON: ${clip(explainInvalidJson(text, err).message, 200)}`);
      return undefined;
    }
    if (typeof value !== 'object' || value === null || typeof (value as Event).Action !== 'string') {
      this.sink.problem(lineNo, 'not a test2json event: no Action');
      return undefined;
    }
    return value as Event;
  }

  private onEvent(event: Event, lineNo: number): void {
    if (event.Action === 'build-output' || event.Action === 'build-fail')
      return this.onBuildEvent(event, lineNo);
    const pkg = typeof event.Package === 'string' ? event.Package : '';
    const stream = this.stream(pkg);
    if (event.Action === 'output') {
      if (typeof event.Output !== 'string') {
        this.sink.problem(lineNo, 'output event without an Output string');
        return;
      }
      this.take(stream, event.Output, lineNo);
    } else if (event.Test === undefined && ['pass', 'fail', 'skip'].includes(event.Action)) {
      if (stream.partial !== '') this.emit(stream, lineNo);
      stream.done = true;
    }
  }

  // Build events (Go 1.24+) carry ImportPath, "pkg [pkg.test]" for a test
  // binary, not Package. The package's own output later says only
  // "FAIL pkg [build failed]"; the problem here says why instead.
  private onBuildEvent(event: Event, lineNo: number): void {
    const importPath = typeof event.ImportPath === 'string' ? event.ImportPath : '';
    if (event.Action === 'build-output') {
      const text = typeof event.Output === 'string' ? event.Output.trim() : '';
      if (text !== '' && !text.startsWith('#') && !this.buildErrors.has(importPath)) {
        this.buildErrors.set(importPath, text.split('\n')[0]);
      }
      return;
    }
    const pkg = importPath.split(' ')[0];
    const why = this.buildErrors.get(importPath);
    this.sink.problem(
      lineNo,
      `package ${clip(pkg)} failed to build${why === undefined ? '' : `: ${clip(why, 200)}`}`,
    );
    this.stream(pkg).reader.noteProblem();
  }

  private stream(pkg: string): PackageStream {
    let stream = this.packages.get(pkg);
    if (!stream) {
      const reader = new GoStreamReader(this.sink, { suite: pkg, checkEnding: false });
      stream = { reader, partial: '', done: false };
      this.packages.set(pkg, stream);
    }
    return stream;
  }

  // Note: a line is numbered by the event that completes it, which holds the
  // numbers of a split result line, where a bad value would be.
  private take(stream: PackageStream, output: string, lineNo: number): void {
    let start = 0;
    for (let nl = output.indexOf('\n'); nl >= 0; nl = output.indexOf('\n', start)) {
      stream.partial += output.slice(start, nl);
      this.emit(stream, lineNo);
      start = nl + 1;
    }
    stream.partial += output.slice(start);
    // An endless line is cut here so memory stays bounded; the reader reports it.
    if (stream.partial.length > MAX_GO_LINE) this.emit(stream, lineNo);
  }

  private emit(stream: PackageStream, lineNo: number): void {
    const line = stream.partial.endsWith('\r') ? stream.partial.slice(0, -1) : stream.partial;
    stream.partial = '';
    stream.reader.push(line, lineNo);
  }
}

export const goJsonFormat: LineFormat = {
  kind: 'lines',
  name: 'go-json',
  detect: detectGoJson,
  start: (file: string) => new GoJsonParser(file),
};
