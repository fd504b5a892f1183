import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-RNNKO3VH.js";
import "./chunk-JWVJJUWO.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-7YD5XEIA.js";
import "./chunk-37ZUAVUH.js";
import "./chunk-E7HK42QW.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-CUVEADBS.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
