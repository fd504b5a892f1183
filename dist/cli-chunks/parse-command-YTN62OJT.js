import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-KFU5WYM7.js";
import "./chunk-I7EIL52N.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-LN72MX7U.js";
import "./chunk-SZHAHJHI.js";
import "./chunk-5CEJCHLU.js";
import "./chunk-RBWFMI4E.js";
import "./chunk-WBKVNESJ.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-DMDI4OP2.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
