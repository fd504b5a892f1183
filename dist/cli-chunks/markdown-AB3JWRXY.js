import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  renderMarkdownReport,
  renderMarkdownWithin
} from "./chunk-TPFIKZAB.js";
import "./chunk-6N66EU7F.js";
import "./chunk-C2F4DYSV.js";
import "./chunk-PIZSRETB.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-V7EM3LAE.js";
import "./chunk-DAYRT2JL.js";
import "./chunk-OXKSR5HU.js";
import "./chunk-N6CCDHA3.js";
import "./chunk-YSRIJKM7.js";
import "./chunk-OCX6XXK6.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  renderMarkdownReport,
  renderMarkdownWithin
};
