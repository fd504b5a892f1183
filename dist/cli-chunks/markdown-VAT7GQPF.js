import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  COMMENT_LIMIT,
  renderMarkdownReport,
  renderMarkdownWithin
} from "./chunk-YYLAXZK3.js";
import "./chunk-OCJ5IP5L.js";
import "./chunk-LYWDVWON.js";
import "./chunk-PJ2UIFG4.js";
import "./chunk-YGQQ4OOA.js";
import "./chunk-3FRE6W3I.js";
export {
  COMMENT_LIMIT,
  renderMarkdownReport,
  renderMarkdownWithin
};
