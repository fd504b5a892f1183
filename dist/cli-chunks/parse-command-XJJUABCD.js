import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-LHICG4T7.js";
import "./chunk-CJWPECPL.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-536UNZ2Z.js";
import "./chunk-VXUIJSGF.js";
import "./chunk-VYDXTSJE.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-S7A5ZDTC.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
