import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-RQAB7GIB.js";
import "./chunk-ZZ5ORAPV.js";
import "./chunk-D3D4ZR3J.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-BW536VEC.js";
import "./chunk-JYUDZDCS.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-7Q7R6LKV.js";
import "./chunk-PBNED5ZB.js";
import "./chunk-SWK4USLN.js";
import "./chunk-ICA6ONKK.js";
import "./chunk-6N66EU7F.js";
import "./chunk-IEEN5O5N.js";
import "./chunk-PIZSRETB.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-LBP6GACF.js";
import "./chunk-F2V5W7XU.js";
import "./chunk-OWK22SCD.js";
import "./chunk-3SUPIWKG.js";
import "./chunk-JR42ZGNV.js";
import "./chunk-RIKO4BBX.js";
import "./chunk-27ENEMZJ.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
