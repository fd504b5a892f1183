import { benchgateJsonFormat } from './benchgate-json.js';
import { benchmarkjsFormat } from './benchmarkjs.js';
import { cargoCriterionJsonFormat } from './criterion/cargo-criterion-json.js';
import { criterionDirFormat } from './criterion/dir.js';
import { criterionTextFormat } from './criterion/text.js';
import { gabJsonFormat } from './gab-json.js';
import { goJsonFormat } from './go/json.js';
import { goFormat } from './go/text.js';
import { benchmarkDotNetFormat } from './benchmarkdotnet.js';
import { catch2ConsoleFormat } from './catch2/console.js';
import { catch2XmlFormat } from './catch2/xml.js';
import { googleBenchmarkConsoleFormat } from './google-benchmark/console.js';
import { juliaBenchmarkToolsFormat } from './julia-benchmarktools.js';
import { googleBenchmarkFormat } from './google-benchmark/json.js';
import { hyperfineFormat } from './hyperfine.js';
import { jmhJsonFormat } from './jmh/json.js';
import { jmhTextFormat } from './jmh/text.js';
import { libtestFormat } from './libtest.js';
import { pytestBenchmarkFormat } from './pytest-benchmark.js';
import {
  FORMAT_NAMES,
  type DirectoryFormat,
  type DocumentFormat,
  type FormatName,
  type LineFormat,
} from './types.js';

/** Formats recognised from content. 'pattern' is not here: it needs a user's spec. */
export type SniffableFormat = LineFormat | DocumentFormat;

// Note: an explicit registry, not discovery: the order is the tie-break when
// two formats score the same on a sniff, so the more specific come first.
export const SNIFFABLE_FORMATS: readonly SniffableFormat[] = [
  benchgateJsonFormat,
  goJsonFormat,
  googleBenchmarkConsoleFormat,
  goFormat,
  jmhJsonFormat,
  jmhTextFormat,
  cargoCriterionJsonFormat,
  criterionTextFormat,
  libtestFormat,
  benchmarkjsFormat,
  pytestBenchmarkFormat,
  googleBenchmarkFormat,
  hyperfineFormat,
  benchmarkDotNetFormat,
  juliaBenchmarkToolsFormat,
  catch2ConsoleFormat,
  catch2XmlFormat,
  gabJsonFormat,
];

export const DIRECTORY_FORMAT: DirectoryFormat = criterionDirFormat;

export function isFormatName(s: string): s is FormatName {
  return (FORMAT_NAMES as readonly string[]).includes(s);
}

export function findSniffableFormat(name: FormatName): SniffableFormat | undefined {
  return SNIFFABLE_FORMATS.find((f) => f.name === name);
}
