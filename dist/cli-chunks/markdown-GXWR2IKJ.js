import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  COMMENT_LIMIT,
  renderMarkdownReport,
  renderMarkdownWithin
} from "./chunk-Q7BHIB66.js";
import "./chunk-JAJZXTBP.js";
import "./chunk-3GMVCNP2.js";
import "./chunk-QYDQQ5LX.js";
import "./chunk-YFLGQWHP.js";
import "./chunk-UB4YXC6G.js";
import "./chunk-3FRE6W3I.js";
export {
  COMMENT_LIMIT,
  renderMarkdownReport,
  renderMarkdownWithin
};
