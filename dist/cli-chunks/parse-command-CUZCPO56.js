import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-DAKO6RPD.js";
import "./chunk-GEOSNHD7.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-JG3SZXSY.js";
import "./chunk-WXUWHS3X.js";
import "./chunk-BBSN5K6L.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-BOOSNYAJ.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
