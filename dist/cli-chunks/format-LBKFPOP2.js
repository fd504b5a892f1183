import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  createPatternFormat,
  parsePatternSpecs,
  parsePatternSpecsText
} from "./chunk-I53L7XFC.js";
import "./chunk-OHPNYKRK.js";
import "./chunk-UB4YXC6G.js";
import "./chunk-3FRE6W3I.js";
export {
  createPatternFormat,
  parsePatternSpecs,
  parsePatternSpecsText
};
