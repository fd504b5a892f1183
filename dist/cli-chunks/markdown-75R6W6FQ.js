import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  renderMarkdownReport,
  renderMarkdownWithin
} from "./chunk-JM7OVEGL.js";
import "./chunk-6N66EU7F.js";
import "./chunk-FKCSKQW3.js";
import "./chunk-PIZSRETB.js";
import "./chunk-4LPY3GQS.js";
import "./chunk-LV7CU32L.js";
import "./chunk-LJ46VBUL.js";
import "./chunk-YFLGQWHP.js";
import "./chunk-Z4UPSPGX.js";
import "./chunk-DMDI4OP2.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  renderMarkdownReport,
  renderMarkdownWithin
};
