import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-SCPS5CRT.js";
import "./chunk-2HNXBFOR.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-J65HX4WE.js";
import "./chunk-ETRVDBQX.js";
import "./chunk-IL6BBLQ6.js";
import "./chunk-AR6C3E64.js";
import "./chunk-UB4YXC6G.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
