import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  runCommand,
  runSettings
} from "./chunk-PZ5X62SA.js";
import "./chunk-TZDP2SWV.js";
import "./chunk-KH6YXSS3.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-DO54EX32.js";
import "./chunk-VVV4IK7C.js";
import "./chunk-UYHWYOKB.js";
import "./chunk-7UVWI2RG.js";
import "./chunk-JMISDU55.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-E2RQUDX6.js";
import "./chunk-6N66EU7F.js";
import "./chunk-C2F4DYSV.js";
import "./chunk-PIZSRETB.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-GWO4KZ24.js";
import "./chunk-VKCLSXN4.js";
import "./chunk-3SUPIWKG.js";
import "./chunk-ZXFDIANC.js";
import "./chunk-KSPI5A3Y.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";
export {
  RUN_OPTIONS,
  runCommand,
  runSettings
};
