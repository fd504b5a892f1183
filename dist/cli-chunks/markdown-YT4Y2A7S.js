import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  renderMarkdownReport,
  renderMarkdownWithin
} from "./chunk-IM2RVOPR.js";
import "./chunk-6N66EU7F.js";
import "./chunk-C2F4DYSV.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-PIZSRETB.js";
import "./chunk-2PD25NDL.js";
import "./chunk-Z5ZL2E4O.js";
import "./chunk-KND6E3SN.js";
import "./chunk-WDCRQVF2.js";
import "./chunk-LNLQHGIY.js";
import "./chunk-X3RMOLUE.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-UEKWDCHD.js";
import "./chunk-3FRE6W3I.js";
export {
  renderMarkdownReport,
  renderMarkdownWithin
};
