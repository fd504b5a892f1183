import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-MYJJJPOJ.js";
import "./chunk-EHZLQJFC.js";
import "./chunk-UZOVBNQL.js";
import "./chunk-5CKUSJGN.js";
import "./chunk-C6634IHL.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-IBL4DMBC.js";
import "./chunk-I7EIL52N.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-NLZKSYR4.js";
import "./chunk-7KBJNNDM.js";
import "./chunk-2WF27QQW.js";
import "./chunk-RBWFMI4E.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-GRIIQIWK.js";
import "./chunk-6N66EU7F.js";
import "./chunk-IEEN5O5N.js";
import "./chunk-PIZSRETB.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-GNJNUYL3.js";
import "./chunk-DAYRT2JL.js";
import "./chunk-OXKSR5HU.js";
import "./chunk-3SUPIWKG.js";
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
