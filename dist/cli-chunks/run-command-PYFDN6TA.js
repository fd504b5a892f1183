import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-2S7HRUF5.js";
import "./chunk-6PREHJLE.js";
import "./chunk-C6634IHL.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-DO54EX32.js";
import "./chunk-GEOSNHD7.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-WXUWHS3X.js";
import "./chunk-BBSN5K6L.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-B7AINGHM.js";
import "./chunk-6N66EU7F.js";
import "./chunk-IEEN5O5N.js";
import "./chunk-PIZSRETB.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-Y3NEFQYR.js";
import "./chunk-TGMNFOT7.js";
import "./chunk-YFLGQWHP.js";
import "./chunk-ZXFDIANC.js";
import "./chunk-BOOSNYAJ.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
