import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-AULGDUHQ.js";
import "./chunk-VVV4IK7C.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-W356TVYA.js";
import "./chunk-7UVWI2RG.js";
import "./chunk-JMISDU55.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-KSPI5A3Y.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
