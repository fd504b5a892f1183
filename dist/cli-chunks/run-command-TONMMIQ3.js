import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-LMGXKEOC.js";
import "./chunk-PXJR75WS.js";
import "./chunk-D3D4ZR3J.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-BW536VEC.js";
import "./chunk-6OW3HKMC.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-OGDIKGJC.js";
import "./chunk-7KBJNNDM.js";
import "./chunk-O6NCZV6S.js";
import "./chunk-RBWFMI4E.js";
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
