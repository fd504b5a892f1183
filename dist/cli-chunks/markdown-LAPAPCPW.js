import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  renderMarkdownReport,
  renderMarkdownWithin
} from "./chunk-CJ73RV6T.js";
import "./chunk-6N66EU7F.js";
import "./chunk-FKCSKQW3.js";
import "./chunk-PIZSRETB.js";
import "./chunk-4LPY3GQS.js";
import "./chunk-7ROEW3PX.js";
import "./chunk-N5PVWA6V.js";
import "./chunk-HU6FNGB5.js";
import "./chunk-YFLGQWHP.js";
import "./chunk-RQT4546H.js";
import "./chunk-CUVEADBS.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  renderMarkdownReport,
  renderMarkdownWithin
};
