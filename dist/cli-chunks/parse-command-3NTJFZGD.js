import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-ZZZCOZLO.js";
import "./chunk-XWV456EN.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-MWRMVGWA.js";
import "./chunk-5PDZIALH.js";
import "./chunk-CTQ4NEJ7.js";
import "./chunk-D5F2HV7H.js";
import "./chunk-H3JQ2N4Y.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
