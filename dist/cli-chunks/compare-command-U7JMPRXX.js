import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  compareCommand,
  policyFromOptions
} from "./chunk-EVSSHSLT.js";
import "./chunk-7FIMPMD4.js";
import "./chunk-YJHYUCPJ.js";
import "./chunk-WP72VFPK.js";
import "./chunk-PJ2UIFG4.js";
import "./chunk-YGQQ4OOA.js";
import "./chunk-3FRE6W3I.js";
export {
  compareCommand,
  policyFromOptions
};
