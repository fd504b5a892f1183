import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-5RYYOWDH.js";
import "./chunk-OV2XN52W.js";
import "./chunk-C6634IHL.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-NNSIVJM7.js";
import "./chunk-I7EIL52N.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-TPTI2GWE.js";
import "./chunk-7KBJNNDM.js";
import "./chunk-5HBX5REF.js";
import "./chunk-RBWFMI4E.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-G72BGPFX.js";
import "./chunk-6N66EU7F.js";
import "./chunk-IEEN5O5N.js";
import "./chunk-PIZSRETB.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-47MDT7XL.js";
import "./chunk-QV5DXW4V.js";
import "./chunk-HU6FNGB5.js";
import "./chunk-3SUPIWKG.js";
import "./chunk-RQT4546H.js";
import "./chunk-PWBTCPT5.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
