import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-TGUYZ6GM.js";
import "./chunk-GKDBOUKS.js";
import "./chunk-I5EU7W2A.js";
import "./chunk-UZ4JKIWK.js";
import "./chunk-D7FX5J62.js";
import "./chunk-V7UWBD7I.js";
import "./chunk-UB4YXC6G.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
