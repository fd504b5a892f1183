import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-FIDUO2NI.js";
import "./chunk-JNMOJHBT.js";
import "./chunk-6UJO2FVW.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-6WVFFRZ4.js";
import "./chunk-YWG7AEGA.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-RQBTQTP6.js";
import "./chunk-IL6BBLQ6.js";
import "./chunk-OHPNYKRK.js";
import "./chunk-ZDC4GIVU.js";
import "./chunk-6N66EU7F.js";
import "./chunk-5PBU36DV.js";
import "./chunk-PIZSRETB.js";
import "./chunk-4LPY3GQS.js";
import "./chunk-FQNZTGKW.js";
import "./chunk-KUJXGZX2.js";
import "./chunk-YFLGQWHP.js";
import "./chunk-6C5QAH2E.js";
import "./chunk-UB4YXC6G.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
