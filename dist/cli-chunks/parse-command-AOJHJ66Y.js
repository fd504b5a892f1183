import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-U5Q2HX3O.js";
import "./chunk-DVTJ2JHV.js";
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
