import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  createPatternFormat,
  parsePatternSpecs,
  parsePatternSpecsText
} from "./chunk-OV6MLYR2.js";
import "./chunk-D5F2HV7H.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  createPatternFormat,
  parsePatternSpecs,
  parsePatternSpecsText
};
