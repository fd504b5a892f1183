import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-TRZWNHC6.js";
import "./chunk-CS7AYPXU.js";
import "./chunk-O4MH7HBJ.js";
import "./chunk-X26KSBIJ.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-WXK3QM3W.js";
import "./chunk-7KBJNNDM.js";
import "./chunk-7T5N4UNT.js";
import "./chunk-RBWFMI4E.js";
import "./chunk-SNHWBNK5.js";
import "./chunk-BD2TBD5S.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-UEKWDCHD.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
