import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-LBH3JSND.js";
import "./chunk-TXMIRGS3.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-SG6FVOBL.js";
import "./chunk-TPTI2GWE.js";
import "./chunk-7KBJNNDM.js";
import "./chunk-5HBX5REF.js";
import "./chunk-RBWFMI4E.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-PWBTCPT5.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
