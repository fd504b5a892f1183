import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-ASKHE2SB.js";
import "./chunk-ZU3NW6WV.js";
import "./chunk-BQLT6JGO.js";
import "./chunk-C6634IHL.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-DO54EX32.js";
import "./chunk-I7EIL52N.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-SZHAHJHI.js";
import "./chunk-5CEJCHLU.js";
import "./chunk-RBWFMI4E.js";
import "./chunk-WBKVNESJ.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-A7OIABBQ.js";
import "./chunk-6N66EU7F.js";
import "./chunk-FKCSKQW3.js";
import "./chunk-PIZSRETB.js";
import "./chunk-4LPY3GQS.js";
import "./chunk-3ETUVOJY.js";
import "./chunk-M7NTUU62.js";
import "./chunk-FKR7QO3E.js";
import "./chunk-ZXFDIANC.js";
import "./chunk-DMDI4OP2.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
