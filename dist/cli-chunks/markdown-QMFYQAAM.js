import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  renderMarkdownReport,
  renderMarkdownWithin
} from "./chunk-DTZD65I4.js";
import "./chunk-6N66EU7F.js";
import "./chunk-IEEN5O5N.js";
import "./chunk-PIZSRETB.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-RY3XSR5S.js";
import "./chunk-DVILAEKV.js";
import "./chunk-3SUPIWKG.js";
import "./chunk-ZXFDIANC.js";
import "./chunk-JGQSADFW.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  renderMarkdownReport,
  renderMarkdownWithin
};
