import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-Q57SPKJG.js";
import "./chunk-IS7EGP6R.js";
import "./chunk-D3D4ZR3J.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-MG56PFKR.js";
import "./chunk-C6RI6M76.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-ZIQOAFST.js";
import "./chunk-JMISDU55.js";
import "./chunk-SWK4USLN.js";
import "./chunk-G7QLJNAW.js";
import "./chunk-6N66EU7F.js";
import "./chunk-IEEN5O5N.js";
import "./chunk-PIZSRETB.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-XUXRXS7H.js";
import "./chunk-65SB74TG.js";
import "./chunk-YFLGQWHP.js";
import "./chunk-UCWW3YF5.js";
import "./chunk-KSPI5A3Y.js";
import "./chunk-27ENEMZJ.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
