import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-VVP7CZDG.js";
import "./chunk-UZOVBNQL.js";
import "./chunk-K77WQ4DZ.js";
import "./chunk-WF5YW3NY.js";
import "./chunk-UCGBEI6S.js";
import "./chunk-SLKJS4U7.js";
import "./chunk-VHANUZBK.js";
import "./chunk-5O4KKQMM.js";
import "./chunk-JQB2SWZ4.js";
import "./chunk-7UP3P5UV.js";
import "./chunk-6K47KAOL.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-SXB72H45.js";
import "./chunk-CS7AYPXU.js";
import "./chunk-X26KSBIJ.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-WXK3QM3W.js";
import "./chunk-7KBJNNDM.js";
import "./chunk-7T5N4UNT.js";
import "./chunk-RBWFMI4E.js";
import "./chunk-SNHWBNK5.js";
import "./chunk-QJTOIZZ5.js";
import "./chunk-6N66EU7F.js";
import "./chunk-C2F4DYSV.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-PIZSRETB.js";
import "./chunk-7HVISSWX.js";
import "./chunk-JAGR3URB.js";
import "./chunk-JYXA64RB.js";
import "./chunk-WDCRQVF2.js";
import "./chunk-LNLQHGIY.js";
import "./chunk-BD2TBD5S.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-UEKWDCHD.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
