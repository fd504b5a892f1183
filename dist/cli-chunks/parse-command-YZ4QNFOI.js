import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  parseCommand,
  parseFormatOption
} from "./chunk-RB7HAMF3.js";
import "./chunk-D5I7ZX3O.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-OLJJXZMJ.js";
import "./chunk-YWZXXCSE.js";
import "./chunk-6JWW34VJ.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-VOCZWV72.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  parseCommand,
  parseFormatOption
};
