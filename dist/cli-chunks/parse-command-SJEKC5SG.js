import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-4J5TNM24.js";
import "./chunk-I7EIL52N.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-X7PIZHGF.js";
import "./chunk-EQW4EHPV.js";
import "./chunk-7KBJNNDM.js";
import "./chunk-WBKVNESJ.js";
import "./chunk-RBWFMI4E.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-DMDI4OP2.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
