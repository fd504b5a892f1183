import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-CPSDDA2U.js";
import "./chunk-SKIKFS66.js";
import "./chunk-I53L7XFC.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-KVUPMM2I.js";
import "./chunk-OPPHIHSZ.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-RQBTQTP6.js";
import "./chunk-IL6BBLQ6.js";
import "./chunk-OHPNYKRK.js";
import "./chunk-7WZROXM5.js";
import "./chunk-6N66EU7F.js";
import "./chunk-FKCSKQW3.js";
import "./chunk-PIZSRETB.js";
import "./chunk-4LPY3GQS.js";
import "./chunk-VVHBMZCI.js";
import "./chunk-RLAWF6DA.js";
import "./chunk-YFLGQWHP.js";
import "./chunk-Z4UPSPGX.js";
import "./chunk-UB4YXC6G.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
