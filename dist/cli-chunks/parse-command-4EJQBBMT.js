import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-QIUJVN2W.js";
import "./chunk-MG3K6OJA.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-A66XY3LJ.js";
import "./chunk-TJ3RLBFO.js";
import "./chunk-TZXE7ITV.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-GU3ZOIKN.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
