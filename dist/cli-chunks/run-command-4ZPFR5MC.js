import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-ACC4VNYZ.js";
import "./chunk-OINQYVJK.js";
import "./chunk-C6634IHL.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-DO54EX32.js";
import "./chunk-I7EIL52N.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-EQW4EHPV.js";
import "./chunk-7KBJNNDM.js";
import "./chunk-WBKVNESJ.js";
import "./chunk-RBWFMI4E.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-KIV2YGNP.js";
import "./chunk-6N66EU7F.js";
import "./chunk-FKCSKQW3.js";
import "./chunk-PIZSRETB.js";
import "./chunk-4LPY3GQS.js";
import "./chunk-IULFMVBM.js";
import "./chunk-M7NTUU62.js";
import "./chunk-YFLGQWHP.js";
import "./chunk-ZXFDIANC.js";
import "./chunk-DMDI4OP2.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
