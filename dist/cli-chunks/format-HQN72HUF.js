import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  createPatternFormat,
  parsePatternSpecs,
  parsePatternSpecsText
} from "./chunk-6K47KAOL.js";
import "./chunk-SNHWBNK5.js";
import "./chunk-UEKWDCHD.js";
import "./chunk-3FRE6W3I.js";
export {
  createPatternFormat,
  parsePatternSpecs,
  parsePatternSpecsText
};
