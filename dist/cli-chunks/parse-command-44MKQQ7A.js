import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-OF5BNCLZ.js";
import "./chunk-OPPHIHSZ.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-XXDDDRZQ.js";
import "./chunk-RQBTQTP6.js";
import "./chunk-IL6BBLQ6.js";
import "./chunk-OHPNYKRK.js";
import "./chunk-UB4YXC6G.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
