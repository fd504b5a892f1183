import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

// src/model/json-text.ts
function toJsonText(document) {
  const entries = Object.entries(document).filter(([, value]) => value !== void 0);
  if (entries.length === 0) return "{}\n";
  const members = entries.map(([key, value]) => `  ${JSON.stringify(key)}: ${memberText(value)}`);
  return `{
${members.join(",\n")}
}
`;
}
function memberText(value) {
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[
${value.map((item) => `    ${JSON.stringify(item) ?? "null"}`).join(",\n")}
  ]`;
  }
  return (JSON.stringify(value, null, 2) ?? "null").replace(/\n/g, "\n  ");
}

export {
  toJsonText
};
