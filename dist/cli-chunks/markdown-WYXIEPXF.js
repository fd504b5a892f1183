import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  renderMarkdownReport,
  renderMarkdownWithin
} from "./chunk-6WMJARSL.js";
import "./chunk-6N66EU7F.js";
import "./chunk-C2F4DYSV.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-PIZSRETB.js";
import "./chunk-EDAEYKES.js";
import "./chunk-FXI6N53N.js";
import "./chunk-VWSMTOB4.js";
import "./chunk-WDCRQVF2.js";
import "./chunk-GW7B2HCK.js";
import "./chunk-X3RMOLUE.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-UEKWDCHD.js";
import "./chunk-3FRE6W3I.js";
export {
  renderMarkdownReport,
  renderMarkdownWithin
};
