import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-CNEQI2HH.js";
import "./chunk-TXMIRGS3.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-WD2SID53.js";
import "./chunk-C3XGACJU.js";
import "./chunk-7KBJNNDM.js";
import "./chunk-QCJCMSSV.js";
import "./chunk-RBWFMI4E.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-S7A5ZDTC.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
