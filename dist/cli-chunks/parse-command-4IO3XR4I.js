import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-IAOAYZTM.js";
import "./chunk-D7FX5J62.js";
import "./chunk-2AQNGJGB.js";
import "./chunk-UB4YXC6G.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
