import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

// src/report/escape.ts
var MARKDOWN_SPECIAL = /[\\`*_[\]|$]/g;
function escapeMarkdown(text) {
  let out = markReferences(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(MARKDOWN_SPECIAL, (c) => c === "|" ? "&#124;" : `\\${c}`);
  if (out.indexOf("~") !== out.lastIndexOf("~")) out = out.replace(/~/g, "\\~");
  return out.replace(BREAK_MARK, ZWSP_ENTITY);
}
function escapeHtml(text) {
  return markReferences(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;").replace(/\$/g, "&#36;").replace(BREAK_MARK, ZWSP_ENTITY);
}
var BREAK_MARK = /\u0001/g;
var ZWSP_ENTITY = "&#8203;";
var BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function markReferences(text) {
  return text.replace(/[\r\n\t\f\v]+/g, " ").replace(/[\u0000-\u001f\u007f]/g, "").replace(BIDI_CONTROLS, "").replace(/@/g, "@").replace(/#(?=[0-9])/g, "#").replace(/\b(GH)-(?=[0-9])/gi, "$1-").replace(/:\/\//g, "://").replace(/\b(www)\./gi, "$1.");
}
function escapeMermaidLabel(text, max = 40) {
  const plain = text.replace(/[^\p{L}\p{N} =._/:,+%()-]/gu, " ").replace(/:\/\//g, ": //").replace(/\s+/g, " ").trim();
  const cut = [...plain];
  return cut.length > max ? `${cut.slice(0, max - 1).join("")}…` : plain;
}
function jsonForScript(value) {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

export {
  escapeMarkdown,
  escapeHtml,
  escapeMermaidLabel,
  jsonForScript
};
