import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-T6GQ65ZT.js";
import "./chunk-UBX3BMEL.js";
import "./chunk-R62HVQO3.js";
import "./chunk-S6NRISAL.js";
import "./chunk-IL6BBLQ6.js";
import "./chunk-V7UWBD7I.js";
import "./chunk-UB4YXC6G.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
