import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  COMMENT_LIMIT,
  renderMarkdownReport,
  renderMarkdownWithin
} from "./chunk-DHHSQIUP.js";
import "./chunk-JAJZXTBP.js";
import "./chunk-UY75JOUJ.js";
import "./chunk-X6YPLF4I.js";
import "./chunk-TST2DYBG.js";
import "./chunk-UB4YXC6G.js";
import "./chunk-3FRE6W3I.js";
export {
  COMMENT_LIMIT,
  renderMarkdownReport,
  renderMarkdownWithin
};
