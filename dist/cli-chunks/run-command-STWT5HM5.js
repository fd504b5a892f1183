import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-2CLI6GGA.js";
import "./chunk-XFRZ64HI.js";
import "./chunk-D3D4ZR3J.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-MG56PFKR.js";
import "./chunk-HLGW2XBS.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-YVSUVRXC.js";
import "./chunk-XQ6RAJ4B.js";
import "./chunk-SWK4USLN.js";
import "./chunk-RVSODFSO.js";
import "./chunk-6N66EU7F.js";
import "./chunk-IEEN5O5N.js";
import "./chunk-PIZSRETB.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-4TIA6Z42.js";
import "./chunk-GW4RV5DS.js";
import "./chunk-YFLGQWHP.js";
import "./chunk-UCWW3YF5.js";
import "./chunk-XCANUONW.js";
import "./chunk-27ENEMZJ.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
