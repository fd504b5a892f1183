import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-A6EIXT6N.js";
import "./chunk-UMN24AOO.js";
import "./chunk-2673OYOA.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-DTKQ2ZFZ.js";
import "./chunk-DVTJ2JHV.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-ETRVDBQX.js";
import "./chunk-IL6BBLQ6.js";
import "./chunk-AR6C3E64.js";
import "./chunk-TZBN7SAU.js";
import "./chunk-6N66EU7F.js";
import "./chunk-FKCSKQW3.js";
import "./chunk-PIZSRETB.js";
import "./chunk-4LPY3GQS.js";
import "./chunk-GQNYXX6E.js";
import "./chunk-OXEL27HS.js";
import "./chunk-YFLGQWHP.js";
import "./chunk-GPJ4ERI2.js";
import "./chunk-UB4YXC6G.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
