import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-24KKOJXX.js";
import "./chunk-J3BWBEX6.js";
import "./chunk-OV6MLYR2.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-KVUPMM2I.js";
import "./chunk-XWV456EN.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-5PDZIALH.js";
import "./chunk-CTQ4NEJ7.js";
import "./chunk-D5F2HV7H.js";
import "./chunk-WNTM4AZQ.js";
import "./chunk-6N66EU7F.js";
import "./chunk-FKCSKQW3.js";
import "./chunk-PIZSRETB.js";
import "./chunk-4LPY3GQS.js";
import "./chunk-O5A2FS4M.js";
import "./chunk-EZVIDLCQ.js";
import "./chunk-YFLGQWHP.js";
import "./chunk-Z4UPSPGX.js";
import "./chunk-H3JQ2N4Y.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
