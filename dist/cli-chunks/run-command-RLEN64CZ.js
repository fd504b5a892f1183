import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-BRINDEWH.js";
import "./chunk-5U5KS5KW.js";
import "./chunk-C6634IHL.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-DO54EX32.js";
import "./chunk-SUDXCG26.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-XM2F6BMQ.js";
import "./chunk-3UYM6GQH.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-POM7FHT6.js";
import "./chunk-6N66EU7F.js";
import "./chunk-FKCSKQW3.js";
import "./chunk-PIZSRETB.js";
import "./chunk-4LPY3GQS.js";
import "./chunk-NOHTA4WM.js";
import "./chunk-M7NTUU62.js";
import "./chunk-3SUPIWKG.js";
import "./chunk-ZXFDIANC.js";
import "./chunk-DMDI4OP2.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
