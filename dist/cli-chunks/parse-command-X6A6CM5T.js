import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-2MFVMC3E.js";
import "./chunk-AI5SZEDX.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-SBJHNVGS.js";
import "./chunk-ZXT6UEEZ.js";
import "./chunk-BQYHL6WC.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-JGQSADFW.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
