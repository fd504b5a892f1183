import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  renderMarkdownReport,
  renderMarkdownWithin
} from "./chunk-FD4VLLU3.js";
import "./chunk-LWCPCN53.js";
import "./chunk-PIZSRETB.js";
import "./chunk-VZKINNJP.js";
import "./chunk-HZD7PYUB.js";
import "./chunk-YFLGQWHP.js";
import "./chunk-OYKTMMUE.js";
import "./chunk-UB4YXC6G.js";
import "./chunk-3FRE6W3I.js";
export {
  renderMarkdownReport,
  renderMarkdownWithin
};
