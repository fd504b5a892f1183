import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-3R6GCYY4.js";
import "./chunk-YBNT2TZW.js";
import "./chunk-OV6MLYR2.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-KVUPMM2I.js";
import "./chunk-HC2LSF2D.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-X5YJYIUM.js";
import "./chunk-3UYM6GQH.js";
import "./chunk-D5F2HV7H.js";
import "./chunk-JM7OVEGL.js";
import "./chunk-6N66EU7F.js";
import "./chunk-FKCSKQW3.js";
import "./chunk-PIZSRETB.js";
import "./chunk-4LPY3GQS.js";
import "./chunk-LV7CU32L.js";
import "./chunk-LJ46VBUL.js";
import "./chunk-YFLGQWHP.js";
import "./chunk-Z4UPSPGX.js";
import "./chunk-DMDI4OP2.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
