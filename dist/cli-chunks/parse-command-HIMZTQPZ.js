import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-Z227MK6G.js";
import "./chunk-P62BHPMB.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-UWY6BRZ3.js";
import "./chunk-QV7BFXGD.js";
import "./chunk-KY5TQIF5.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-GU3ZOIKN.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
