import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-CQTCZG2Q.js";
import "./chunk-X2UQWS6S.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-IWAUMPTV.js";
import "./chunk-P5VK7HLR.js";
import "./chunk-KCQVZLIK.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-PWBTCPT5.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
