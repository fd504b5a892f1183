import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-UF2LOW3B.js";
import "./chunk-HLGW2XBS.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-AXIOVOIO.js";
import "./chunk-YVSUVRXC.js";
import "./chunk-XQ6RAJ4B.js";
import "./chunk-SWK4USLN.js";
import "./chunk-XCANUONW.js";
import "./chunk-27ENEMZJ.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
