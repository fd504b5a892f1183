import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-AKP7QXDO.js";
import "./chunk-CSW2WXG6.js";
import "./chunk-D3D4ZR3J.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-MG56PFKR.js";
import "./chunk-C6RI6M76.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-ZIQOAFST.js";
import "./chunk-JMISDU55.js";
import "./chunk-SWK4USLN.js";
import "./chunk-TGTJRAGC.js";
import "./chunk-6N66EU7F.js";
import "./chunk-IEEN5O5N.js";
import "./chunk-PIZSRETB.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-GYGEUYJL.js";
import "./chunk-ZNRIVXM5.js";
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
