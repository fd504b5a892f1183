import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-HIZVA5MW.js";
import "./chunk-XA4CSMBV.js";
import "./chunk-C6634IHL.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-IBL4DMBC.js";
import "./chunk-I7EIL52N.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-YUQ6QSRY.js";
import "./chunk-7KBJNNDM.js";
import "./chunk-AUWE3KG4.js";
import "./chunk-RBWFMI4E.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-OMT5YJFM.js";
import "./chunk-6N66EU7F.js";
import "./chunk-IEEN5O5N.js";
import "./chunk-PIZSRETB.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-GI5G34HL.js";
import "./chunk-TOB6SKFW.js";
import "./chunk-OXKSR5HU.js";
import "./chunk-3SUPIWKG.js";
import "./chunk-YSRIJKM7.js";
import "./chunk-A4VLFGNH.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
