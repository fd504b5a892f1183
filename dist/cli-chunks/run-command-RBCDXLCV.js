import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-B4DIPIH2.js";
import "./chunk-YFGN5QLJ.js";
import "./chunk-PDZPTFRQ.js";
import "./chunk-C6634IHL.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-DO54EX32.js";
import "./chunk-D5I7ZX3O.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-YWZXXCSE.js";
import "./chunk-6JWW34VJ.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-OEDSAIYH.js";
import "./chunk-6N66EU7F.js";
import "./chunk-FKCSKQW3.js";
import "./chunk-PIZSRETB.js";
import "./chunk-4LPY3GQS.js";
import "./chunk-XV3SPDEP.js";
import "./chunk-M4UERHWY.js";
import "./chunk-YFLGQWHP.js";
import "./chunk-ZXFDIANC.js";
import "./chunk-VOCZWV72.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
