import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-XP2JSDH7.js";
import "./chunk-C6RI6M76.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-V2DSHLWE.js";
import "./chunk-ZIQOAFST.js";
import "./chunk-JMISDU55.js";
import "./chunk-SWK4USLN.js";
import "./chunk-KSPI5A3Y.js";
import "./chunk-27ENEMZJ.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
