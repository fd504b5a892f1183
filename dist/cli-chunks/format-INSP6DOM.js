import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  createPatternFormat,
  parsePatternSpecs,
  parsePatternSpecsText
} from "./chunk-D3D4ZR3J.js";
import "./chunk-SWK4USLN.js";
import "./chunk-27ENEMZJ.js";
import "./chunk-3FRE6W3I.js";
export {
  createPatternFormat,
  parsePatternSpecs,
  parsePatternSpecsText
};
