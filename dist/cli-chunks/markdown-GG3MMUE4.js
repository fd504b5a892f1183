import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  renderMarkdownReport,
  renderMarkdownWithin
} from "./chunk-ZVEIQBLN.js";
import "./chunk-6N66EU7F.js";
import "./chunk-C2F4DYSV.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-PIZSRETB.js";
import "./chunk-ZEZ2CGVV.js";
import "./chunk-Z5ZL2E4O.js";
import "./chunk-5JR3YQXM.js";
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
