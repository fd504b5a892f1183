import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-NREYCF7D.js";
import "./chunk-ZVDSR5QG.js";
import "./chunk-D3D4ZR3J.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-MG56PFKR.js";
import "./chunk-HLGW2XBS.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-YVSUVRXC.js";
import "./chunk-XQ6RAJ4B.js";
import "./chunk-SWK4USLN.js";
import "./chunk-VFLSH257.js";
import "./chunk-6N66EU7F.js";
import "./chunk-IEEN5O5N.js";
import "./chunk-PIZSRETB.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-GB67P2B6.js";
import "./chunk-GW4RV5DS.js";
import "./chunk-3SUPIWKG.js";
import "./chunk-UCWW3YF5.js";
import "./chunk-XCANUONW.js";
import "./chunk-27ENEMZJ.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
