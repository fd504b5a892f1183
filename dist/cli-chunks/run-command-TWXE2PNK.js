import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-O7ZUH7HR.js";
import "./chunk-EY6DURCU.js";
import "./chunk-UZOVBNQL.js";
import "./chunk-C6634IHL.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-DO54EX32.js";
import "./chunk-AI5SZEDX.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-ZXT6UEEZ.js";
import "./chunk-BQYHL6WC.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-LL63BMEJ.js";
import "./chunk-6N66EU7F.js";
import "./chunk-IEEN5O5N.js";
import "./chunk-PIZSRETB.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-D75AGNJW.js";
import "./chunk-DVILAEKV.js";
import "./chunk-YFLGQWHP.js";
import "./chunk-ZXFDIANC.js";
import "./chunk-JGQSADFW.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
