import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  renderMarkdownReport,
  renderMarkdownWithin
} from "./chunk-ICA6ONKK.js";
import "./chunk-6N66EU7F.js";
import "./chunk-IEEN5O5N.js";
import "./chunk-PIZSRETB.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-LBP6GACF.js";
import "./chunk-F2V5W7XU.js";
import "./chunk-OWK22SCD.js";
import "./chunk-3SUPIWKG.js";
import "./chunk-JR42ZGNV.js";
import "./chunk-RIKO4BBX.js";
import "./chunk-27ENEMZJ.js";
import "./chunk-3FRE6W3I.js";
export {
  renderMarkdownReport,
  renderMarkdownWithin
};
