import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-34AAUDHE.js";
import "./chunk-6OW3HKMC.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-4RFL5S4U.js";
import "./chunk-ADWHTHHK.js";
import "./chunk-PDN23LR7.js";
import "./chunk-7KBJNNDM.js";
import "./chunk-VQLOBDG2.js";
import "./chunk-RBWFMI4E.js";
import "./chunk-SWK4USLN.js";
import "./chunk-X3RMOLUE.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-27ENEMZJ.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
