import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-V4LNMTFB.js";
import "./chunk-KCWZ2TMF.js";
import "./chunk-LBRBRTRL.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-DO54EX32.js";
import "./chunk-2HNXBFOR.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-ETRVDBQX.js";
import "./chunk-IL6BBLQ6.js";
import "./chunk-AR6C3E64.js";
import "./chunk-HCKFJVMA.js";
import "./chunk-6N66EU7F.js";
import "./chunk-5PBU36DV.js";
import "./chunk-PIZSRETB.js";
import "./chunk-4LPY3GQS.js";
import "./chunk-3YYDBK2K.js";
import "./chunk-R3TSYPPT.js";
import "./chunk-YFLGQWHP.js";
import "./chunk-ZXFDIANC.js";
import "./chunk-UB4YXC6G.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
