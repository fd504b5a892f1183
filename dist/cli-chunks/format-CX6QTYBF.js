import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  createPatternFormat,
  parsePatternSpecs,
  parsePatternSpecsText
} from "./chunk-LBRBRTRL.js";
import "./chunk-AR6C3E64.js";
import "./chunk-UB4YXC6G.js";
import "./chunk-3FRE6W3I.js";
export {
  createPatternFormat,
  parsePatternSpecs,
  parsePatternSpecsText
};
