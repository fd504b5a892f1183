import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  renderMarkdownReport,
  renderMarkdownWithin
} from "./chunk-5PZUH44F.js";
import "./chunk-6N66EU7F.js";
import "./chunk-C2F4DYSV.js";
import "./chunk-PIZSRETB.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-47MDT7XL.js";
import "./chunk-QV5DXW4V.js";
import "./chunk-HU6FNGB5.js";
import "./chunk-3SUPIWKG.js";
import "./chunk-RQT4546H.js";
import "./chunk-PWBTCPT5.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  renderMarkdownReport,
  renderMarkdownWithin
};
