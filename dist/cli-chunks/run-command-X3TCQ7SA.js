import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-H6KRCS2N.js";
import "./chunk-UZOVBNQL.js";
import "./chunk-K77WQ4DZ.js";
import "./chunk-RKMHFSTV.js";
import "./chunk-UCGBEI6S.js";
import "./chunk-SLKJS4U7.js";
import "./chunk-GV3BKA4A.js";
import "./chunk-XTAQCWUZ.js";
import "./chunk-JQB2SWZ4.js";
import "./chunk-RPJOQ4CH.js";
import "./chunk-6K47KAOL.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-T5U3DNSF.js";
import "./chunk-CS7AYPXU.js";
import "./chunk-EBBGKVYN.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-PDN23LR7.js";
import "./chunk-7KBJNNDM.js";
import "./chunk-VQLOBDG2.js";
import "./chunk-RBWFMI4E.js";
import "./chunk-SNHWBNK5.js";
import "./chunk-OVL3IRB4.js";
import "./chunk-6N66EU7F.js";
import "./chunk-C2F4DYSV.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-PIZSRETB.js";
import "./chunk-7GXQEJBQ.js";
import "./chunk-FXI6N53N.js";
import "./chunk-MTDI6IRJ.js";
import "./chunk-WDCRQVF2.js";
import "./chunk-NYKRARIH.js";
import "./chunk-X3RMOLUE.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-UEKWDCHD.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
