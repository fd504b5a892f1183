import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-PCJT6WJ3.js";
import "./chunk-ZU3NW6WV.js";
import "./chunk-RCHNAQID.js";
import "./chunk-UZOVBNQL.js";
import "./chunk-KH6YXSS3.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-IBL4DMBC.js";
import "./chunk-TXMIRGS3.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-OEFZAVUJ.js";
import "./chunk-JMOOWOLE.js";
import "./chunk-7KBJNNDM.js";
import "./chunk-2WF27QQW.js";
import "./chunk-RBWFMI4E.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-TPFIKZAB.js";
import "./chunk-6N66EU7F.js";
import "./chunk-C2F4DYSV.js";
import "./chunk-PIZSRETB.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-V7EM3LAE.js";
import "./chunk-DAYRT2JL.js";
import "./chunk-OXKSR5HU.js";
import "./chunk-N6CCDHA3.js";
import "./chunk-YSRIJKM7.js";
import "./chunk-OCX6XXK6.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
