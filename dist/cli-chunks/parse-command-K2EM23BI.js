import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-UZ7SZBXA.js";
import "./chunk-HC2LSF2D.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-WN637K3C.js";
import "./chunk-X5YJYIUM.js";
import "./chunk-3UYM6GQH.js";
import "./chunk-D5F2HV7H.js";
import "./chunk-DMDI4OP2.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
