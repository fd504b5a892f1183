import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-CY7J2BNV.js";
import "./chunk-JY32GZRM.js";
import "./chunk-UZOVBNQL.js";
import "./chunk-KH6YXSS3.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-NNSIVJM7.js";
import "./chunk-TXMIRGS3.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-C3XGACJU.js";
import "./chunk-7KBJNNDM.js";
import "./chunk-QCJCMSSV.js";
import "./chunk-RBWFMI4E.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-ONWP3MZW.js";
import "./chunk-6N66EU7F.js";
import "./chunk-C2F4DYSV.js";
import "./chunk-PIZSRETB.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-QQVGZ5YL.js";
import "./chunk-EQR63574.js";
import "./chunk-HU6FNGB5.js";
import "./chunk-3SUPIWKG.js";
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
