import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-XTEKIJ6L.js";
import "./chunk-JYUDZDCS.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-Z5KFGYUA.js";
import "./chunk-7Q7R6LKV.js";
import "./chunk-PBNED5ZB.js";
import "./chunk-SWK4USLN.js";
import "./chunk-RIKO4BBX.js";
import "./chunk-27ENEMZJ.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
