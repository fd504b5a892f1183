import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-ZIUSG65Y.js";
import "./chunk-6OW3HKMC.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-NVGV3GCG.js";
import "./chunk-OGDIKGJC.js";
import "./chunk-7KBJNNDM.js";
import "./chunk-O6NCZV6S.js";
import "./chunk-RBWFMI4E.js";
import "./chunk-SWK4USLN.js";
import "./chunk-RIKO4BBX.js";
import "./chunk-27ENEMZJ.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
