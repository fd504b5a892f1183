import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-IM4DROJO.js";
import "./chunk-ZU3NW6WV.js";
import "./chunk-PENCUU22.js";
import "./chunk-UZOVBNQL.js";
import "./chunk-C6634IHL.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-NNSIVJM7.js";
import "./chunk-I7EIL52N.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-7J44ZX7C.js";
import "./chunk-X37PPLGC.js";
import "./chunk-7KBJNNDM.js";
import "./chunk-QCJCMSSV.js";
import "./chunk-RBWFMI4E.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-ZIZ66OQF.js";
import "./chunk-6N66EU7F.js";
import "./chunk-IEEN5O5N.js";
import "./chunk-PIZSRETB.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-N5DWTTWT.js";
import "./chunk-EQR63574.js";
import "./chunk-HU6FNGB5.js";
import "./chunk-N6CCDHA3.js";
import "./chunk-RQT4546H.js";
import "./chunk-S7A5ZDTC.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
