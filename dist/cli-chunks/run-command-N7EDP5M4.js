import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-HLR5VQSV.js";
import "./chunk-Z6KMZEZP.js";
import "./chunk-KH6YXSS3.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-NNSIVJM7.js";
import "./chunk-TXMIRGS3.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-TPTI2GWE.js";
import "./chunk-7KBJNNDM.js";
import "./chunk-5HBX5REF.js";
import "./chunk-RBWFMI4E.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-5PZUH44F.js";
import "./chunk-6N66EU7F.js";
import "./chunk-C2F4DYSV.js";
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
