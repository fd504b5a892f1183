import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  renderMarkdownReport,
  renderMarkdownWithin
} from "./chunk-GXJML2NB.js";
import "./chunk-LWCPCN53.js";
import "./chunk-PIZSRETB.js";
import "./chunk-ZGKEJ4IC.js";
import "./chunk-SIVTR34Q.js";
import "./chunk-YFLGQWHP.js";
import "./chunk-WLZBAP4P.js";
import "./chunk-UB4YXC6G.js";
import "./chunk-3FRE6W3I.js";
export {
  renderMarkdownReport,
  renderMarkdownWithin
};
