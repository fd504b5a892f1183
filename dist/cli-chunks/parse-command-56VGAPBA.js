import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-NA4NXJIC.js";
import "./chunk-SXPIDI7C.js";
import "./chunk-4CDSWAKE.js";
import "./chunk-55RDHDTE.js";
import "./chunk-D7FX5J62.js";
import "./chunk-2AQNGJGB.js";
import "./chunk-UB4YXC6G.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
