import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-CKS2AP6W.js";
import "./chunk-I7EIL52N.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-TJXNXWOA.js";
import "./chunk-KIZPVP7F.js";
import "./chunk-7KBJNNDM.js";
import "./chunk-WRMKGU7M.js";
import "./chunk-RBWFMI4E.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-KSPI5A3Y.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
