import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  renderMarkdownReport,
  renderMarkdownWithin
} from "./chunk-NOTLKGC7.js";
import "./chunk-JAJZXTBP.js";
import "./chunk-YCNKXPBE.js";
import "./chunk-SIVTR34Q.js";
import "./chunk-TST2DYBG.js";
import "./chunk-UB4YXC6G.js";
import "./chunk-3FRE6W3I.js";
export {
  renderMarkdownReport,
  renderMarkdownWithin
};
