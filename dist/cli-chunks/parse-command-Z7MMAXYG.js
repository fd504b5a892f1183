import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-BXYYAMU3.js";
import "./chunk-CS7AYPXU.js";
import "./chunk-O4MH7HBJ.js";
import "./chunk-X26KSBIJ.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-PDN23LR7.js";
import "./chunk-7KBJNNDM.js";
import "./chunk-VQLOBDG2.js";
import "./chunk-RBWFMI4E.js";
import "./chunk-SNHWBNK5.js";
import "./chunk-X3RMOLUE.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-UEKWDCHD.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
