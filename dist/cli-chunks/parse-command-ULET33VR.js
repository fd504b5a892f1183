import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-ARBZMUHN.js";
import "./chunk-SUDXCG26.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-IW6WNZT6.js";
import "./chunk-XM2F6BMQ.js";
import "./chunk-3UYM6GQH.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-DMDI4OP2.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
