import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-MICFPG7G.js";
import "./chunk-IXMUUTGZ.js";
import "./chunk-C6634IHL.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-JRG7363R.js";
import "./chunk-SUDXCG26.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-XM2F6BMQ.js";
import "./chunk-3UYM6GQH.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-G4GB7GHM.js";
import "./chunk-6N66EU7F.js";
import "./chunk-FKCSKQW3.js";
import "./chunk-PIZSRETB.js";
import "./chunk-4LPY3GQS.js";
import "./chunk-7SQ6B42J.js";
import "./chunk-5RVWXPH7.js";
import "./chunk-YFLGQWHP.js";
import "./chunk-C5BJMRQQ.js";
import "./chunk-DMDI4OP2.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
