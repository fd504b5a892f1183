import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-PAPHR2LY.js";
import "./chunk-QCNX2RK5.js";
import "./chunk-C6634IHL.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-NNSIVJM7.js";
import "./chunk-JWVJJUWO.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-37ZUAVUH.js";
import "./chunk-E7HK42QW.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-CJ73RV6T.js";
import "./chunk-6N66EU7F.js";
import "./chunk-FKCSKQW3.js";
import "./chunk-PIZSRETB.js";
import "./chunk-4LPY3GQS.js";
import "./chunk-7ROEW3PX.js";
import "./chunk-N5PVWA6V.js";
import "./chunk-HU6FNGB5.js";
import "./chunk-YFLGQWHP.js";
import "./chunk-RQT4546H.js";
import "./chunk-CUVEADBS.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
