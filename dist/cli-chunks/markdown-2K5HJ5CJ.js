import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  renderMarkdownReport,
  renderMarkdownWithin
} from "./chunk-UY2JZSIV.js";
import "./chunk-6N66EU7F.js";
import "./chunk-5PBU36DV.js";
import "./chunk-PIZSRETB.js";
import "./chunk-4LPY3GQS.js";
import "./chunk-QJKHXMQI.js";
import "./chunk-TRBOSCXW.js";
import "./chunk-YFLGQWHP.js";
import "./chunk-HU5J7LIZ.js";
import "./chunk-UB4YXC6G.js";
import "./chunk-3FRE6W3I.js";
export {
  renderMarkdownReport,
  renderMarkdownWithin
};
