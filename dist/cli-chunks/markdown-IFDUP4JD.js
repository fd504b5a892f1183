import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  renderMarkdownReport,
  renderMarkdownWithin
} from "./chunk-5ZQN6DWD.js";
import "./chunk-LWCPCN53.js";
import "./chunk-PIZSRETB.js";
import "./chunk-V2OFEIVZ.js";
import "./chunk-LS2MSKRE.js";
import "./chunk-YFLGQWHP.js";
import "./chunk-UFSX2B6Z.js";
import "./chunk-UB4YXC6G.js";
import "./chunk-3FRE6W3I.js";
export {
  renderMarkdownReport,
  renderMarkdownWithin
};
