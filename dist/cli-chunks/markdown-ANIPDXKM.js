import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  renderMarkdownReport,
  renderMarkdownWithin
} from "./chunk-OMT5YJFM.js";
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
  renderMarkdownReport,
  renderMarkdownWithin
};
