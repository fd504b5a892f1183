import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  renderMarkdownReport,
  renderMarkdownWithin
} from "./chunk-46I76E6Z.js";
import "./chunk-JAJZXTBP.js";
import "./chunk-XEAEC5QO.js";
import "./chunk-X6YPLF4I.js";
import "./chunk-TST2DYBG.js";
import "./chunk-UB4YXC6G.js";
import "./chunk-3FRE6W3I.js";
export {
  renderMarkdownReport,
  renderMarkdownWithin
};
