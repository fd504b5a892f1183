#!/usr/bin/env node
import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap;
    exports.isNode = isNode;
    exports.isPair = isPair;
    exports.isScalar = isScalar;
    exports.isSeq = isSeq;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    function visit_(key, node, visitor, path2) {
      const ctrl = callVisitor(key, node, visitor, path2);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path2, ctrl);
        return visit_(key, ctrl, visitor, path2);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path2 = Object.freeze(path2.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path2);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path2 = Object.freeze(path2.concat(node));
          const ck = visit_("key", node.key, visitor, path2);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path2);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path2) {
      const ctrl = await callVisitor(key, node, visitor, path2);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path2, ctrl);
        return visitAsync_(key, ctrl, visitor, path2);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path2 = Object.freeze(path2.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path2);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path2 = Object.freeze(path2.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path2);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path2);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path2) {
      if (typeof visitor === "function")
        return visitor(key, node, path2);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path2);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path2);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path2);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path2);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path2);
      return void 0;
    }
    function replaceNode(key, path2, node) {
      const parent = path2[path2.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit = require_visit();
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count)
            count = c;
        }
        return count;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path2, value) {
      let v = value;
      for (let i = path2.length - 1; i >= 0; --i) {
        const k = path2[i];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path2) => path2 == null || typeof path2 === "object" && !!path2[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path2, value) {
        if (isEmptyPath(path2))
          this.add(value);
        else {
          const [key, ...rest] = path2;
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path2) {
        const [key, ...rest] = path2;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path2, keepScalar) {
        const [key, ...rest] = path2;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path2) {
        const [key, ...rest] = path2;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path2, value) {
        const [key, ...rest] = path2;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent2) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent2 ? comment.replace(/^(?! *$)/gm, indent2) : comment;
    }
    var lineComment = (str, indent2, comment) => str.endsWith("\n") ? indentComment(comment, indent2) : comment.includes("\n") ? "\n" + indentComment(comment, indent2) : (str.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent2, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent2.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent2.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent2.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text, i, indent2.length);
          end = i + indent2.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i += 1];
                overflow = true;
              }
              const j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text.length;
        if (fold === 0)
          res = `
${indent2}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text[fold]}\\`;
          res += `
${indent2}${text.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i, indent2) {
      let end = i;
      let start = i + 1;
      let ch = text[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent2) {
          ch = text[++i];
        } else {
          do {
            ch = text[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text[start];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
    function lineLengthOverLimit(str, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent2 = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str = "";
      let start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str += json.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str += json.slice(start, i);
                const code = json.substr(i + 2, 4);
                switch (code) {
                  case "0000":
                    str += "\\0";
                    break;
                  case "0007":
                    str += "\\a";
                    break;
                  case "000b":
                    str += "\\v";
                    break;
                  case "001b":
                    str += "\\e";
                    break;
                  case "0085":
                    str += "\\N";
                    break;
                  case "00a0":
                    str += "\\_";
                    break;
                  case "2028":
                    str += "\\L";
                    break;
                  case "2029":
                    str += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str += "\\x" + code.substr(2);
                    else
                      str += json.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str += json.slice(start, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str += "\n";
                  i += 2;
                }
                str += indent2;
                if (json[i + 2] === " ")
                  str += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str = start ? str + json.slice(start) : json;
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent2, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent2 = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent2}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent2, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent2 = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent2.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent2}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent2}`);
      }
      const indentSize = indent2 ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent2}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent2, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent2}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent2}`);
      return `|${header}
${indent2}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent: indent2, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent2 === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent2 === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str = value.replace(/\n+/g, `$&
${indent2}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent2, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str;
      return identity.isScalar(node) || str[0] === "{" || str[0] === "[" ? `${props} ${str}` : `${props}
${ctx.indent}${str}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent: indent2, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key) || !identity.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent2 + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str === "" ? "?" : explicitKey ? `? ${str}` : str;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}
${indent2}:`;
      } else {
        str = `${str}:`;
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key, value, ctx) {
      const k = createNode.createNode(key, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
          key = key.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent: indent2, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str2 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str2);
      }
      let str;
      if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
      } else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
          str += line ? `
${indent2}${line}` : "\n";
        }
      }
      if (comment) {
        str += "\n" + stringifyComment.indentComment(commentString(comment), indent2);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent: indent2, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes("\n"));
        if (i < items.length - 1) {
          str += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str += ",";
          }
        }
        if (comment)
          str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
      }
      const { start, end } = flowChars;
      if (lines.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str = start;
          for (const line of lines)
            str += line ? `
${indentStep}${indent2}${line}` : "\n";
          return `${str}
${indent2}${end}`;
        } else {
          return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent: indent2, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent2);
        lines.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key) {
      const k = identity.isScalar(key) ? key.value : key;
      for (const it of items) {
        if (identity.isPair(it)) {
          if (it.key === key || it.key === k)
            return it;
          if (identity.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key, value] of obj)
            add(key, value);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it = findPair(this.items, key);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it : String(i++);
              it = replacer.call(obj, key, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str) => str,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str) => new Scalar.Scalar(str[0] === "t" || str[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf(".");
        if (dot !== -1 && str[str.length - 1] === "0")
          node.minFractionDigits = str.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str) => str,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str) => str === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str) => parseFloat(str),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str.length);
          for (let i = 0; i < str.length; ++i)
            buffer[i] = str.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str;
        if (typeof node_buffer.Buffer === "function") {
          str = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str.length / lineWidth);
          const lines = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines[i] = str.substr(o, lineWidth);
          }
          str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i++), it);
          let key, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key = keys[0];
              value = it[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it;
          }
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value;
          if (identity.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str.replace(/_/g, "")),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, "")));
        const dot = str.indexOf(".");
        if (dot !== -1) {
          const f = str.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str, offset, radix, { intAsBigInt }) {
      const sign = str[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str = str.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str = `0b${str}`;
            break;
          case 8:
            str = `0o${str}`;
            break;
          case 16:
            str = `0x${str}`;
            break;
        }
        const n2 = BigInt(str);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? "-" + prefix + str.substr(1) : prefix + str;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str, asBigInt) {
      const sign = str[0];
      const parts = sign === "-" || sign === "+" ? str.substring(1) : str;
      const num = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n) => n;
      if (typeof value === "bigint")
        num = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str) => parseSexagesimal(str, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path2, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path2, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path2) {
        if (Collection.isEmptyPath(path2)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path2) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path2, keepScalar) {
        if (Collection.isEmptyPath(path2))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path2, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path2) {
        if (Collection.isEmptyPath(path2))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path2) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path2, value) {
        if (Collection.isEmptyPath(path2)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path2), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path2, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code, message2) {
        super();
        this.name = name;
        this.code = code;
        this.message = message2;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code, message2) {
        super("YAMLParseError", pos, code, message2);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message2) {
        super("YAMLWarning", pos, code, message2);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "…" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "…";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "…\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st of key.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent2, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent2 && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep + cb;
              sep = "";
              break;
            }
            case "newline":
              if (comment)
                sep += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap = fc.start.source === "{";
      const fcName = isMap ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep && !value) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap && !sep && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap && !props.found && ctx.options.strict) {
              if (sep)
                for (const st of sep) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message2 = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message2);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines(scalar.source) : [];
      let chompStart = lines.length;
      for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent2, content] = lines[i];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent2.length > trimIndent)
            trimIndent = indent2.length;
        } else {
          if (indent2.length < trimIndent) {
            const message2 = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent2.length, "MISSING_CHAR", message2);
          }
          if (header.indent === 0)
            trimIndent = indent2.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message2 = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message2);
          }
          break;
        }
        offset += indent2.length + content.length + 1;
      }
      for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent2, content] = lines[i];
        offset += indent2.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent2.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message2 = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message2);
          indent2 = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep + indent2.slice(trimIndent) + content;
          sep = "\n";
        } else if (indent2.length > trimIndent || content[0] === "	") {
          if (sep === " ")
            sep = "\n";
          else if (!prevMoreIndented && sep === "\n")
            sep = "\n\n";
          value += sep + indent2.slice(trimIndent) + content;
          sep = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep === "\n")
            value += "\n";
          else
            sep = "\n";
        } else {
          value += sep + content;
          sep = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines.length; ++i)
            value += "\n" + lines[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent2 = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent2 && n)
            indent2 = n;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message2 = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message2);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message2 = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message2);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent: indent2, chomp, comment, length };
    }
    function splitLines(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
      return lines;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep === "\n")
            res += sep;
          else
            sep = "\n";
        } else {
          res += sep + lm;
          sep = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "",
      // Unicode next line
      _: " ",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range: range2 } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range2;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message2 = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message2);
          }
          break;
        default: {
          const message2 = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message2);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message2, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code, message2));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message2));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message2, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message2, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code, message2) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message2);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message2);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent: indent2, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent2 > 0 ? " ".repeat(indent2) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent: indent2, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent: indent2, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent: indent2, source: "\n" });
          return { type: "block-scalar", offset, indent: indent2, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent: indent2, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent: indent2, source, end };
        default:
          return { type: "scalar", offset, indent: indent2, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent2 = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent2 === "number")
        indent2 += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent2 === null,
        indent: indent2 !== null && indent2 > 0 ? " ".repeat(indent2) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent2 = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent: indent2, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent: indent2, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent: indent2, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent2 = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent: indent2, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep)
        for (const st of sep)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    visit.itemAtPath = (cst, path2) => {
      let item = cst;
      for (const [field, index] of path2) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit.parentCollection = (cst, path2) => {
      const parent = visit.itemAtPath(cst, path2.slice(0, -1));
      const field = path2[path2.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path2, item, visitor) {
      let ctrl = visitor(item, path2);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path2.concat([[field, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path2);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path2) : ctrl;
    }
    exports.visit = visit;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent2 = 0;
          while (ch === " ")
            ch = this.buffer[++indent2 + offset];
          if (ch === "\r") {
            const next = this.buffer[indent2 + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent2 + 1;
          }
          return ch === "\n" || indent2 >= this.indentNext || !ch && !this.atEnd ? offset + indent2 : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent2 = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent2 = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent2 !== -1 && indent2 < this.indentNext && line[0] !== "#" || indent2 === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent2 === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote3 = this.charAt(0);
        let end = this.buffer.indexOf(quote3, this.pos + 1);
        if (quote3 === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent2 = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent2 += 1;
              break;
            case "\n":
              nl = i2;
              indent2 = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent2 >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent2;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent2 > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list, type) {
      for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list) {
      for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message2 = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message: message2, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message2 = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message: message2 };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep;
          if (scalar.end) {
            sep = scalar.end;
            sep.push(this.sourceToken);
            delete scalar.end;
          } else
            sep = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              const st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key = it.key;
                  const sep = it.sep;
                  sep.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs2 = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs2, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs2);
              } else {
                Object.assign(it, { key: fs2, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs2 = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs2, sep: [] });
              else if (it.sep)
                this.stack.push(fs2);
              else
                Object.assign(it, { key: fs2, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep = fc.end.splice(1, fc.end.length);
            sep.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent2) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent2)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument2(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse3(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument2(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent2 = Math.round(options);
        options = indent2 < 1 ? void 0 : indent2 > 8 ? { indent: 8 } : { indent: indent2 };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse3;
    exports.parseAllDocuments = parseAllDocuments;
    exports.parseDocument = parseDocument2;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit.visit;
    exports.visitAsync = visit.visitAsync;
  }
});

// src/formats/read.ts
import { createReadStream } from "node:fs";
import { open, readFile as readFile2, stat as stat3 } from "node:fs/promises";
import { Readable } from "node:stream";

// src/formats/detect.ts
var MIN_DETECT_SCORE = 0.3;
function detectFormat(sniff, candidates) {
  let best;
  for (const format of candidates) {
    const score = format.detect(sniff);
    if (score >= MIN_DETECT_SCORE && (!best || score > best.score)) best = { format, score };
  }
  return best;
}
function looksBinary(head) {
  if (head.length === 0) return false;
  let control = 0;
  const n = Math.min(head.length, 8192);
  for (let i = 0; i < n; i++) {
    const c = head.charCodeAt(i);
    if (c === 0) return true;
    if ((c < 9 || c > 13 && c < 32) && c !== 27) control++;
    if (c === 65533) control++;
  }
  return control / n > 0.1;
}

// src/formats/line-stream.ts
import { StringDecoder } from "node:string_decoder";
var MAX_LINE_CHARS = 1 << 20;
async function streamLines(input, sink) {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let pendingChars = 0;
  let skipping = false;
  let lineNo = 0;
  const emit = (text) => {
    lineNo++;
    if (skipping) {
      sink.overlong(lineNo, pendingChars + text.length);
      skipping = false;
      pendingChars = 0;
      return;
    }
    sink.line(text.endsWith("\r") ? text.slice(0, -1) : text, lineNo);
  };
  const take = (chunk) => {
    let start = 0;
    for (; ; ) {
      const nl = chunk.indexOf("\n", start);
      if (nl < 0) break;
      const piece = chunk.slice(start, nl);
      emit(skipping ? piece : pending + piece);
      pending = "";
      start = nl + 1;
    }
    const rest = chunk.slice(start);
    if (skipping) {
      pendingChars += rest.length;
    } else if (pending.length + rest.length > MAX_LINE_CHARS) {
      skipping = true;
      pendingChars = pending.length + rest.length;
      pending = "";
    } else {
      pending += rest;
    }
  };
  for await (const chunk of input) {
    take(typeof chunk === "string" ? chunk : decoder.write(chunk));
  }
  take(decoder.end());
  if (skipping || pending.length > 0) emit(skipping ? "" : pending);
}

// src/model/results.ts
var RESULTS_SCHEMA = "benchgate/results@1";
function createResults(partial = {}) {
  return {
    schema: RESULTS_SCHEMA,
    context: partial.context ?? {},
    benchmarks: partial.benchmarks ?? [],
    problems: partial.problems ?? []
  };
}

// src/model/validate.ts
function validateResults(value, file) {
  const problems = [];
  const fail = (message2) => ({ problems: [...problems, { file, line: 0, message: message2 }] });
  if (!isObject(value)) return fail("not a JSON object");
  if (value.schema !== RESULTS_SCHEMA) return fail(`schema is ${JSON.stringify(value.schema)}, expected "${RESULTS_SCHEMA}"`);
  if (!Array.isArray(value.benchmarks)) return fail('"benchmarks" must be an array');
  const benchmarks = [];
  value.benchmarks.forEach((b, i) => {
    const why = benchmarkError(b);
    if (why) problems.push({ file, line: 0, message: `benchmarks[${i}]: ${why}` });
    else benchmarks.push(withNaNRestored(b));
  });
  const carried = Array.isArray(value.problems) ? value.problems : [];
  return {
    results: {
      schema: RESULTS_SCHEMA,
      context: isObject(value.context) ? value.context : {},
      benchmarks,
      problems: [...carried, ...problems]
    },
    problems
  };
}
function withNaNRestored(b) {
  for (const m of b.metrics) {
    if (!m.summary) continue;
    for (const k of ["center", "low", "high", "n", "confidence"]) {
      if (m.summary[k] === null) m.summary[k] = Number.NaN;
    }
  }
  return b;
}
function benchmarkError(b) {
  if (!isObject(b)) return "not an object";
  if (typeof b.suite !== "string") return '"suite" must be a string';
  if (typeof b.name !== "string") return '"name" must be a string';
  if (!isObject(b.params) || Object.values(b.params).some((v) => typeof v !== "string")) {
    return '"params" must be an object of strings';
  }
  if (b.procs !== void 0 && typeof b.procs !== "number") return '"procs" must be a number';
  if (!Array.isArray(b.metrics)) return '"metrics" must be an array';
  for (let i = 0; i < b.metrics.length; i++) {
    const why = metricError(b.metrics[i]);
    if (why) return `metrics[${i}]: ${why}`;
  }
  return void 0;
}
function metricError(m) {
  if (!isObject(m)) return "not an object";
  if (typeof m.unit !== "string") return '"unit" must be a string';
  if (m.direction !== "smaller" && m.direction !== "bigger") return '"direction" must be "smaller" or "bigger"';
  if (!Array.isArray(m.samples) || m.samples.some((s) => typeof s !== "number")) {
    return '"samples" must be an array of numbers';
  }
  const summary = m.summary;
  if (summary !== void 0) {
    if (!isObject(summary)) return '"summary" must be an object';
    for (const k of ["center", "low", "high", "n", "confidence"]) {
      if (typeof summary[k] !== "number" && summary[k] !== null) return `"summary.${k}" must be a number`;
    }
  }
  return void 0;
}
function isObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

// src/formats/json-error.ts
function jsonErrorLine(text, err) {
  const message2 = err instanceof Error ? err.message : String(err);
  const line = /line (\d+)/.exec(message2);
  if (line) return Number(line[1]);
  const position = /position (\d+)/.exec(message2);
  if (position) {
    const upTo = text.slice(0, Number(position[1]));
    let n = 1;
    for (let i = 0; i < upTo.length; i++) if (upTo.charCodeAt(i) === 10) n++;
    return n;
  }
  if (/end of JSON input/.test(message2)) return text.split("\n").length;
  return 0;
}

// src/formats/benchgate-json.ts
var benchgateJsonFormat = {
  kind: "document",
  name: "benchgate",
  detect: (sniff) => sniff.head.includes(`"${RESULTS_SCHEMA}"`) ? 1 : 0,
  parse(text, file) {
    let value;
    try {
      value = JSON.parse(text);
    } catch (err) {
      return { context: {}, benchmarks: [], problems: [{ file, line: jsonErrorLine(text, err), message: `invalid JSON: ${err.message}` }] };
    }
    const { results, problems } = validateResults(value, file);
    if (!results) return { context: {}, benchmarks: [], problems };
    return { context: results.context, benchmarks: results.benchmarks, problems: results.problems };
  }
};

// src/model/identity.ts
function benchmarkKey(b) {
  const params = Object.keys(b.params).sort().map((k) => [k, b.params[k]]);
  return JSON.stringify([b.suite, b.name, params, b.procs ?? null, b.mode ?? null]);
}
function metricKey(m) {
  return m.name === void 0 ? m.unit : `${m.name}\0${m.unit}`;
}
function benchmarkLabel(b) {
  const params = Object.entries(b.params).filter(([k, v]) => !b.name.includes(`${k}=${v}`)).map(([k, v]) => `${k}=${v}`).join(" ");
  const parts = [b.suite ? `${b.suite}.${b.name}` : b.name];
  if (params) parts.push(params);
  if (b.mode) parts.push(`mode=${b.mode}`);
  if (b.procs !== void 0) parts.push(`procs=${b.procs}`);
  return parts.join(" ");
}

// src/model/units.ts
var SMALLER_EXACT = /* @__PURE__ */ new Set([
  "ns/op",
  "us/op",
  "µs/op",
  "ms/op",
  "s/op",
  "sec/op",
  "ps/op",
  "min/op",
  "B/op",
  "allocs/op",
  "ns",
  "us",
  "µs",
  "ms",
  "s",
  "ps",
  "sec",
  "min",
  "ns/iter",
  "B",
  "KB",
  "MB",
  "GB",
  "bytes"
]);
var BIGGER_EXACT = /* @__PURE__ */ new Set(["ops/s", "ops/sec", "ops", "hz", "Hz", "x"]);
function directionOfUnit(unit) {
  const u = unit.trim();
  if (SMALLER_EXACT.has(u)) return "smaller";
  if (BIGGER_EXACT.has(u)) return "bigger";
  const lower = u.toLowerCase();
  if (/^ops\//.test(lower)) return "bigger";
  if (/\/(s|sec|second|ms|us|µs|ns|min|m|h|hr)$/.test(lower)) return "bigger";
  if (/(^|[^a-z])(throughput|rate|speedup|hits?)([^a-z]|$)/.test(lower)) return "bigger";
  return "smaller";
}
function directionOfMetric(unit, name) {
  if (name !== void 0 && /^(·)?(gc|alloc|mem|heap)[.\w-]*$/i.test(name)) return "smaller";
  return directionOfUnit(unit);
}

// src/model/collector.ts
var BenchmarkCollector = class {
  byKey = /* @__PURE__ */ new Map();
  metricIndex = /* @__PURE__ */ new Map();
  add(identity, values) {
    const key = benchmarkKey(identity);
    let bench = this.byKey.get(key);
    if (!bench) {
      bench = {
        suite: identity.suite,
        name: identity.name,
        params: { ...identity.params },
        ...identity.procs !== void 0 ? { procs: identity.procs } : {},
        ...identity.mode !== void 0 ? { mode: identity.mode } : {},
        metrics: []
      };
      this.byKey.set(key, bench);
      this.metricIndex.set(bench, /* @__PURE__ */ new Map());
    }
    const metrics = this.metricIndex.get(bench);
    for (const v of values) {
      const mk = metricKey(v);
      let metric = metrics.get(mk);
      if (!metric) {
        metric = {
          unit: v.unit,
          ...v.name !== void 0 ? { name: v.name } : {},
          direction: v.direction ?? directionOfMetric(v.unit, v.name),
          samples: []
        };
        metrics.set(mk, metric);
        bench.metrics.push(metric);
      }
      if (v.samples) for (const s of v.samples) metric.samples.push(s);
      if (v.summary) metric.summary = v.summary;
    }
    return bench;
  }
  get size() {
    return this.byKey.size;
  }
  benchmarks() {
    return [...this.byKey.values()];
  }
};

// src/formats/benchmarkjs.ts
var MAX_LINE = 4096;
var RESULT_TAIL = /^ x +([0-9][0-9,]*(?:\.[0-9]+)?) ops\/sec +(?:±|\+\/-|\+-) ?([0-9]+(?:\.[0-9]+)?)% +\(([0-9]+) runs? sampled\)$/;
var ANSI_COLOR = /\x1b\[[0-9;]*m/g;
var FASTEST = /^(?:Fastest|Slowest) is /;
var UNIT = "ops/sec";
var BINARY = /[\x00-\x08\x0b\x0c\x0e-\x1a\x1c-\x1f\ufffd]/;
var benchmarkjsFormat = {
  kind: "lines",
  name: "benchmarkjs",
  detect,
  start(file) {
    const collector = new BenchmarkCollector();
    const problems = [];
    return {
      push(line, lineNo) {
        const problem = parseLine(line, collector);
        if (problem !== void 0) problems.push({ file, line: lineNo, message: problem });
      },
      finish() {
        return { context: { tool: { name: "benchmark.js" } }, benchmarks: collector.benchmarks(), problems };
      }
    };
  }
};
function parseLine(raw, collector) {
  const line = raw.replace(ANSI_COLOR, "").trimEnd();
  if (line.length > MAX_LINE) {
    return looksLikeResult(line) ? `line of ${line.length} characters is too long for a result` : void 0;
  }
  if (BINARY.test(line)) return "binary data, not text output";
  if (FASTEST.test(line)) return void 0;
  const at = line.lastIndexOf(" x ");
  if (at > 0 && line.slice(0, at).trim() !== "") {
    const m = RESULT_TAIL.exec(line.slice(at));
    if (m) return addResult(line.slice(0, at).trim(), m, collector);
  }
  if (looksLikeResult(line)) return `unrecognized Benchmark.js result: ${clip(line)}`;
  if (raw.endsWith(": ") && line.length > 1 && !line.startsWith(" ")) {
    return `benchmark ${JSON.stringify(clip(line.slice(0, -1)))} failed (Benchmark.js printed an error instead of a result)`;
  }
  return void 0;
}
function addResult(name, m, collector) {
  const hz = Number(m[1].replace(/,/g, ""));
  const rme = Number(m[2]) / 100;
  const runs = Number(m[3]);
  if (!Number.isFinite(hz) || !Number.isFinite(rme) || !Number.isSafeInteger(runs)) {
    return `numbers do not parse in Benchmark.js result for ${JSON.stringify(clip(name))}`;
  }
  const half = hz * rme;
  collector.add({ suite: "", name, params: {} }, [
    {
      unit: UNIT,
      summary: { center: hz, low: Math.max(0, hz - half), high: hz + half, n: runs, confidence: 0.95 }
    }
  ]);
  return void 0;
}
function looksLikeResult(line) {
  return (line.startsWith("x ") || line.includes(" x ")) && (line.includes("ops/sec") || line.includes(" sampled)"));
}
function clip(s) {
  return s.length > 120 ? `${s.slice(0, 117)}...` : s;
}
function detect(sniff) {
  const lines = sniff.head.split("\n", 200);
  let results = 0;
  for (const l of lines) {
    const line = l.trimEnd();
    if (line.length > MAX_LINE) continue;
    const at = line.lastIndexOf(" x ");
    if (at > 0 && RESULT_TAIL.test(line.slice(at))) results++;
  }
  if (results >= 2) return 0.95;
  if (results === 1) return 0.9;
  return 0;
}

// src/formats/criterion-identity.ts
var CRITERION_PARAM_KEY = "input";
function identityOfId(id) {
  const first = id.indexOf("/");
  if (first < 0) return { suite: "", name: id, params: {} };
  const suite = id.slice(0, first);
  const rest = id.slice(first + 1);
  const second = rest.indexOf("/");
  if (second < 0) return { suite, name: rest, params: {} };
  return { suite, name: rest.slice(0, second), params: { [CRITERION_PARAM_KEY]: rest.slice(second + 1) } };
}
function identityOfParts(group, fn, value) {
  if (fn === null && value === null) return { suite: "", name: group, params: {} };
  if (fn === null) return { suite: group, name: value, params: {} };
  if (value === null) return { suite: group, name: fn, params: {} };
  return { suite: group, name: fn, params: { [CRITERION_PARAM_KEY]: value } };
}

// src/formats/criterion-units.ts
var CRITERION_TIME_UNIT = "ns";
var CRITERION_DEFAULT_CONFIDENCE = 0.95;
var TIME_EXPONENT = /* @__PURE__ */ new Map([
  ["ps", -3],
  ["ns", 0],
  ["µs", 3],
  ["μs", 3],
  ["us", 3],
  ["ms", 6],
  ["s", 9]
]);
var THROUGHPUT_UNIT = {
  bytes: "B/s",
  elements: "elem/s",
  bits: "b/s"
};
var THROUGHPUT_SCALE = /* @__PURE__ */ new Map([
  ["B/s", { kind: "bytes", base: 10, exponent: 0 }],
  ["KiB/s", { kind: "bytes", base: 1024, exponent: 1 }],
  ["MiB/s", { kind: "bytes", base: 1024, exponent: 2 }],
  ["GiB/s", { kind: "bytes", base: 1024, exponent: 3 }],
  ["KB/s", { kind: "bytes", base: 10, exponent: 3 }],
  ["MB/s", { kind: "bytes", base: 10, exponent: 6 }],
  ["GB/s", { kind: "bytes", base: 10, exponent: 9 }],
  ["elem/s", { kind: "elements", base: 10, exponent: 0 }],
  ["Kelem/s", { kind: "elements", base: 10, exponent: 3 }],
  ["Melem/s", { kind: "elements", base: 10, exponent: 6 }],
  ["Gelem/s", { kind: "elements", base: 10, exponent: 9 }],
  ["b/s", { kind: "bits", base: 10, exponent: 0 }],
  ["Kb/s", { kind: "bits", base: 10, exponent: 3 }],
  ["Mb/s", { kind: "bits", base: 10, exponent: 6 }],
  ["Gb/s", { kind: "bits", base: 10, exponent: 9 }]
]);
var DECIMAL = /^[0-9]{1,20}(?:\.[0-9]{1,20})?$/;
function timeToNs(value, unit) {
  const exponent = TIME_EXPONENT.get(unit);
  if (exponent === void 0 || !DECIMAL.test(value)) return void 0;
  return Number(`${value}e${exponent}`);
}
function isTimeUnit(unit) {
  return TIME_EXPONENT.has(unit);
}
function numberToNs(value, unit) {
  const exponent = TIME_EXPONENT.get(unit);
  if (exponent === void 0) return void 0;
  return exponent === 0 ? value : value * 10 ** exponent;
}
function throughputToBase(value, unit) {
  const scale = THROUGHPUT_SCALE.get(unit);
  if (scale === void 0 || !DECIMAL.test(value)) return void 0;
  const n = scale.base === 10 ? Number(`${value}e${scale.exponent}`) : Number(value) * scale.base ** scale.exponent;
  return { kind: scale.kind, value: n };
}
function perSecond(count, ns) {
  return count * 1e9 / ns;
}
function throughputMetric(kind, perIteration, samples, time) {
  const rate = (ns) => perSecond(perIteration, ns);
  const summary = time && {
    center: rate(time.center),
    low: rate(time.high),
    high: rate(time.low),
    n: time.n,
    confidence: time.confidence
  };
  return {
    unit: THROUGHPUT_UNIT[kind],
    samples: samples.map(rate).filter(Number.isFinite),
    ...summary ? { summary } : {}
  };
}

// src/formats/cargo-criterion-json.ts
var MAX_LINE2 = 16 * 1024 * 1024;
var CARGO_REASONS = /* @__PURE__ */ new Set([
  "compiler-artifact",
  "compiler-message",
  "build-script-executed",
  "build-finished"
]);
var THROUGHPUT_KINDS = {
  bytes: "bytes",
  elements: "elements",
  bits: "bits"
};
var cargoCriterionJsonFormat = {
  kind: "lines",
  name: "cargo-criterion-json",
  detect: detect2,
  start: (file) => new CargoCriterionParser(file)
};
var CargoCriterionParser = class {
  constructor(file) {
    this.file = file;
  }
  file;
  collector = new BenchmarkCollector();
  problems = [];
  seenIds = /* @__PURE__ */ new Set();
  skipped = 0;
  firstSkipped = 0;
  sawText = false;
  push(line, lineNo) {
    const text = line.trim();
    if (text === "") return;
    this.sawText = true;
    if (!text.startsWith("{")) {
      if (this.skipped++ === 0) this.firstSkipped = lineNo;
      return;
    }
    if (text.length > MAX_LINE2)
      return this.problem(
        lineNo,
        `line of ${text.length} characters is too long for a cargo-criterion message`
      );
    let message2;
    try {
      message2 = JSON.parse(text);
    } catch (err) {
      return this.problem(
        lineNo,
        `not valid JSON (${err instanceof Error ? err.message.slice(0, 120) : String(err)})`
      );
    }
    const problem = this.readMessage(message2);
    if (problem !== void 0) this.problem(lineNo, problem);
  }
  finish() {
    if (this.skipped > 0) {
      this.problem(
        this.firstSkipped,
        `${this.skipped} line(s) that are not JSON were skipped, the first on line ${this.firstSkipped}`
      );
    }
    if (this.collector.size === 0) {
      this.problem(
        0,
        this.sawText ? "no benchmark-complete messages found" : "empty input: no cargo-criterion messages"
      );
    }
    return {
      context: { tool: { name: "cargo-criterion" } },
      benchmarks: this.collector.benchmarks(),
      problems: this.problems
    };
  }
  readMessage(message2) {
    if (!isObject2(message2) || typeof message2.reason !== "string")
      return 'JSON line without a "reason": not a cargo-criterion message';
    if (message2.reason === "benchmark-complete") return this.readBenchmark(message2);
    if (message2.reason === "group-complete") return this.readGroup(message2);
    if (CARGO_REASONS.has(message2.reason)) return void 0;
    return `unknown cargo-criterion message reason ${JSON.stringify(message2.reason.slice(0, 60))}`;
  }
  readBenchmark(m) {
    if (typeof m.id !== "string") return 'benchmark-complete message without a string "id"';
    const id = m.id;
    const counts = numbers(m.iteration_count);
    const totals = numbers(m.measured_values);
    const unit = typeof m.unit === "string" ? m.unit : void 0;
    if (!counts || !totals || counts.length !== totals.length || unit === void 0) {
      return `benchmark-complete ${JSON.stringify(id)}: expected "iteration_count" and "measured_values" as arrays of numbers of one length, and a string "unit"`;
    }
    const problems = [];
    const timeUnit = isTimeUnit(unit) ? CRITERION_TIME_UNIT : unit;
    const toUnit = (v) => isTimeUnit(unit) ? numberToNs(v, unit) : v;
    const samples = counts.map((c, i) => toUnit(totals[i]) / c);
    if (samples.some((s) => !Number.isFinite(s) || s <= 0))
      problems.push("a sample is not a positive number (zero iterations?)");
    const typical = readInterval(m.typical);
    if (!typical) problems.push('"typical" is not {estimate, lower_bound, upper_bound, unit}');
    const summary = typical && summaryOf(typical, counts.length);
    const values = [
      { unit: timeUnit, samples: samples.filter(Number.isFinite), ...summary ? { summary } : {} }
    ];
    const throughput = readThroughputs(m.throughput);
    if (typeof throughput === "string") problems.push(throughput);
    else if (isTimeUnit(unit))
      for (const t of throughput) values.push(throughputMetric(t.kind, t.perIteration, samples, summary));
    this.collector.add(identityOfId(id), values);
    this.seenIds.add(id);
    return problems.length ? `benchmark-complete ${JSON.stringify(id)}: ${problems.join("; ")}` : void 0;
  }
  readGroup(m) {
    if (typeof m.group_name !== "string" || !Array.isArray(m.benchmarks)) {
      return 'group-complete message without a string "group_name" and an array "benchmarks"';
    }
    const missing = m.benchmarks.filter((id) => typeof id !== "string" || !this.seenIds.has(id));
    if (missing.length === 0) return void 0;
    const listed = missing.slice(0, 5).map((x) => JSON.stringify(x).slice(0, 120));
    return `group ${JSON.stringify(m.group_name.slice(0, 120))} lists ${missing.length} benchmark(s) with no benchmark-complete message before it: ${listed.join(", ")}`;
  }
  problem(line, message2) {
    this.problems.push({ file: this.file, line, message: message2 });
  }
};
function readInterval(v) {
  if (!isObject2(v) || typeof v.unit !== "string") return void 0;
  const { estimate, lower_bound: lower, upper_bound: upper } = v;
  if (![estimate, lower, upper].every((x) => typeof x === "number" && Number.isFinite(x))) return void 0;
  const f = (x) => isTimeUnit(v.unit) ? numberToNs(x, v.unit) : x;
  return { estimate: f(estimate), lower: f(lower), upper: f(upper) };
}
function summaryOf(t, n) {
  return { center: t.estimate, low: t.lower, high: t.upper, n, confidence: CRITERION_DEFAULT_CONFIDENCE };
}
function readThroughputs(v) {
  if (v === void 0 || v === null) return [];
  if (!Array.isArray(v)) return '"throughput" is not an array';
  const out = [];
  for (const t of v) {
    const kind = isObject2(t) && typeof t.unit === "string" ? THROUGHPUT_KINDS[t.unit] : void 0;
    if (!isObject2(t) || kind === void 0 || typeof t.per_iteration !== "number" || !(t.per_iteration > 0)) {
      return `unknown throughput ${JSON.stringify(t)?.slice(0, 80)} (expected {per_iteration, unit: "bytes" | "elements" | "bits"})`;
    }
    out.push({ kind, perIteration: t.per_iteration });
  }
  return out;
}
function numbers(v) {
  return Array.isArray(v) && v.every((x) => typeof x === "number" && Number.isFinite(x)) ? v : void 0;
}
function isObject2(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function detect2(sniff) {
  if (/^\{"reason":"(?:benchmark|group)-complete"/m.test(sniff.head)) return 0.95;
  return 0;
}

// src/formats/criterion-dir.ts
import { readFile, stat as stat2 } from "node:fs/promises";
import { join as join2 } from "node:path";

// src/formats/criterion-dir-files.ts
var BENCHMARK_SHAPE = '{"group_id": string, "function_id": string or null, "value_str": string or null, "throughput": null or {"Bytes"|"BytesDecimal"|"Elements"|"Bits": n} or {"ElementsAndBytes": {"elements": n, "bytes": n}}}';
var ESTIMATE_SHAPE = '{"mean": E, "slope": E or null, ...} with E = {"confidence_interval": {"confidence_level", "lower_bound", "upper_bound"}, "point_estimate"} (numbers)';
var SAMPLE_SHAPE = '{"iters": [numbers > 0], "times": [numbers], ...} of one length';
var SINGLE_THROUGHPUT = {
  Bytes: "bytes",
  BytesDecimal: "bytes",
  Elements: "elements",
  Bits: "bits"
};
function checkBenchmarkFile(json) {
  const ok = isObject3(json) && typeof json.group_id === "string" && isStringOrNull(json.function_id) && isStringOrNull(json.value_str) && "throughput" in json;
  if (!ok) return unknownLayout(BENCHMARK_SHAPE, json);
  const throughput = readThroughput(json.throughput);
  if (typeof throughput === "string") return throughput;
  return {
    groupId: json.group_id,
    functionId: json.function_id,
    valueStr: json.value_str,
    throughput
  };
}
function readThroughput(t) {
  if (t === null) return [];
  const keys = isObject3(t) ? Object.keys(t) : [];
  if (!isObject3(t) || keys.length !== 1) return unknownLayout(BENCHMARK_SHAPE, t, "throughput");
  const key = keys[0];
  const value = t[key];
  const kind = SINGLE_THROUGHPUT[key];
  if (kind !== void 0 && isCount(value)) return [{ kind, perIteration: value }];
  if (key === "ElementsAndBytes" && isObject3(value) && isCount(value.elements) && isCount(value.bytes)) {
    return [
      { kind: "elements", perIteration: value.elements },
      { kind: "bytes", perIteration: value.bytes }
    ];
  }
  return `unknown throughput ${clipJson(t)}: expected ${BENCHMARK_SHAPE.slice(BENCHMARK_SHAPE.indexOf('"throughput"'))}`;
}
function checkEstimatesFile(json) {
  if (!isObject3(json)) return unknownLayout(ESTIMATE_SHAPE, json);
  const slope = json.slope === null || json.slope === void 0 ? void 0 : readEstimate(json.slope);
  const mean = readEstimate(json.mean);
  if (slope === null || mean === null) return unknownLayout(ESTIMATE_SHAPE, json);
  return slope ? { statistic: "slope", ...slope } : { statistic: "mean", ...mean };
}
function readEstimate(e) {
  if (!isObject3(e) || !isObject3(e.confidence_interval)) return null;
  const ci = e.confidence_interval;
  const values = [e.point_estimate, ci.lower_bound, ci.upper_bound, ci.confidence_level];
  if (!values.every(isFiniteNumber)) return null;
  const [center, low, high, confidence] = values;
  return { center, low, high, confidence };
}
function checkSampleFile(json) {
  const ok = isObject3(json) && Array.isArray(json.iters) && Array.isArray(json.times) && json.iters.length === json.times.length && json.iters.length > 0 && json.iters.every((n) => isFiniteNumber(n) && n > 0) && json.times.every(isFiniteNumber);
  if (!ok) return unknownLayout(SAMPLE_SHAPE, json);
  return { iters: json.iters, times: json.times };
}
function unknownLayout(expected, found, field) {
  const what = isObject3(found) ? `an object with keys ${clipJson(Object.keys(found).slice(0, 12))}` : clipJson(found);
  return `unknown layout${field ? ` of "${field}"` : ""}: expected ${expected}; found ${what}`;
}
function clipJson(v) {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 120 ? `${text.slice(0, 120)}...` : text;
}
function isObject3(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function isStringOrNull(v) {
  return v === null || typeof v === "string";
}
function isFiniteNumber(v) {
  return typeof v === "number" && Number.isFinite(v);
}
function isCount(v) {
  return isFiniteNumber(v) && v > 0;
}

// src/formats/criterion-dir-walk.ts
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
var MEASUREMENT_FILES = ["benchmark.json", "estimates.json", "sample.json"];
var MAX_DEPTH = 24;
async function findMeasurementDirs(root, baseline, problems) {
  const found = [];
  const visited = /* @__PURE__ */ new Set();
  const top = await stat(root);
  visited.add(`${top.dev}:${top.ino}`);
  await walk(root, "", 0);
  return found.sort((a, b) => a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0);
  async function walk(dir, relative2, depth) {
    const entries = await listDir(dir);
    if (entries === void 0) return;
    for (const name of entries) {
      const path2 = join(dir, name);
      const info = await statOrProblem(path2);
      if (!info?.isDirectory()) continue;
      const key = `${info.dev}:${info.ino}`;
      if (visited.has(key)) continue;
      visited.add(key);
      const childRelative = relative2 === "" ? name : `${relative2}/${name}`;
      if (name === baseline && relative2 !== "") {
        const files = await measurementFiles(path2, problems);
        if (files.size > 0) {
          found.push({ relative: relative2, path: path2, files });
          continue;
        }
      }
      if (depth + 1 >= MAX_DEPTH) {
        problems.push({ file: path2, line: 0, message: `folders nested over ${MAX_DEPTH} deep are not read` });
        continue;
      }
      await walk(path2, childRelative, depth + 1);
    }
  }
  async function listDir(dir) {
    try {
      return (await readdir(dir)).sort();
    } catch (err) {
      problems.push({ file: dir, line: 0, message: `cannot list folder: ${errorCode(err)}` });
      return void 0;
    }
  }
  async function statOrProblem(path2) {
    try {
      return await stat(path2);
    } catch (err) {
      problems.push({ file: path2, line: 0, message: `cannot read (broken link?): ${errorCode(err)}` });
      return void 0;
    }
  }
}
async function measurementFiles(dir, problems) {
  try {
    const names = new Set(await readdir(dir));
    return new Set(MEASUREMENT_FILES.filter((f) => names.has(f)));
  } catch (err) {
    problems.push({ file: dir, line: 0, message: `cannot list folder: ${errorCode(err)}` });
    return /* @__PURE__ */ new Set();
  }
}
function errorCode(err) {
  const e = err;
  return e?.code ?? (err instanceof Error ? err.message : String(err));
}

// src/formats/criterion-dir.ts
function createCriterionDirFormat(options = {}) {
  const baseline = options.baseline ?? "new";
  return {
    kind: "directory",
    name: "criterion-dir",
    parseDirectory: (dir) => parseCriterionDirectory(dir, baseline)
  };
}
var criterionDirFormat = createCriterionDirFormat();
async function parseCriterionDirectory(dir, baseline) {
  const info = await stat2(dir);
  if (!info.isDirectory())
    throw new Error(`${dir}: not a directory (expected Criterion.rs's target/criterion)`);
  const problems = [];
  const collector = new BenchmarkCollector();
  const found = await findMeasurementDirs(dir, baseline, problems);
  for (const m of found) await readMeasurement(m, collector, problems);
  if (found.length === 0) {
    problems.push({
      file: dir,
      line: 0,
      message: `no Criterion.rs results: expected <benchmark>/${baseline}/{${MEASUREMENT_FILES.join(",")}} below it (cargo-criterion keeps its history elsewhere, in another format)`
    });
  }
  return { context: { tool: { name: "criterion" } }, benchmarks: collector.benchmarks(), problems };
}
async function readMeasurement(m, collector, problems) {
  const read = async (name, check) => {
    const file = join2(m.path, name);
    if (!m.files.has(name)) {
      problems.push({
        file,
        line: 0,
        message: `missing: Criterion.rs writes ${MEASUREMENT_FILES.join(", ")} in every measurement folder`
      });
      return void 0;
    }
    const json = await readJson(file, problems);
    if (json === void 0) return void 0;
    const checked = check(json);
    if (typeof checked === "string") {
      problems.push({ file, line: 0, message: checked });
      return void 0;
    }
    return checked;
  };
  const bench = await read("benchmark.json", checkBenchmarkFile);
  const estimate = await read("estimates.json", checkEstimatesFile);
  const sample = await read("sample.json", checkSampleFile);
  if (!bench) return;
  const samples = sample ? sample.times.map((t, i) => t / sample.iters[i]) : [];
  const summary = estimate && {
    center: estimate.center,
    low: estimate.low,
    high: estimate.high,
    n: sample ? sample.times.length : NaN,
    confidence: estimate.confidence
  };
  if (!estimate && !sample) return;
  collector.add(identityOf(bench), [
    { unit: CRITERION_TIME_UNIT, samples, ...summary ? { summary } : {} },
    ...bench.throughput.map((t) => throughputMetric(t.kind, t.perIteration, samples, summary))
  ]);
}
function identityOf(bench) {
  return identityOfParts(bench.groupId, bench.functionId, bench.valueStr);
}
async function readJson(file, problems) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    problems.push({ file, line: 0, message: `cannot read: ${errorCode(err)}` });
    return void 0;
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    const why = err instanceof Error ? err.message.slice(0, 160) : String(err);
    problems.push({ file, line: 0, message: `not valid JSON (cut short?): ${why}` });
    return void 0;
  }
}

// src/formats/criterion-text-lines.ts
var ANSI = /\x1b\[[0-9;?]{0,32}[A-Za-z]/g;
var BINARY2 = /[\x00-\x08\x0b\x0c\x0e-\x1a\x1c-\x1f\ufffd]/;
function piecesOfLine(raw) {
  const text = raw.includes("\x1B") ? raw.replace(ANSI, "") : raw;
  if (!text.includes("\r")) return [text];
  return text.split("\r").filter((piece) => piece.trim() !== "");
}
var LABEL = /(time|thrpt|change):\s*\[/;
function findBracket(line) {
  const m = LABEL.exec(line);
  if (!m) return void 0;
  const open2 = m.index + m[0].length;
  const close = line.indexOf("]", open2);
  const label = m[1];
  const before = line.slice(0, m.index);
  if (close < 0) return { before, label, tokens: void 0, after: "" };
  const inside = line.slice(open2, close).trim();
  return {
    before,
    label,
    tokens: inside === "" ? [] : inside.split(/\s+/),
    after: line.slice(close + 1).trim()
  };
}
function readTimes(tokens) {
  if (tokens.length !== 6) return void 0;
  const values = [0, 2, 4].map((i) => timeToNs(tokens[i], tokens[i + 1]));
  if (values.some((v) => v === void 0)) return void 0;
  const [low, center, high] = values;
  return { low, center, high };
}
function readThroughputs2(tokens) {
  if (tokens.length !== 6) return void 0;
  const values = [0, 2, 4].map((i) => throughputToBase(tokens[i], tokens[i + 1]));
  if (values.some((v) => v === void 0)) return void 0;
  const [low, center, high] = values;
  if (low.kind !== center.kind || high.kind !== center.kind) return void 0;
  return { kind: center.kind, low: low.value, center: center.value, high: high.value };
}
var PERCENT = /^[+\-\u2212]?[0-9]{1,20}(?:\.[0-9]{1,20})?%$/;
function isPercentTriple(tokens) {
  return tokens.length === 3 && tokens.every((t) => PERCENT.test(t));
}
function looksLikePercents(tokens) {
  return tokens.some((t) => t.endsWith("%"));
}
var PHASES = [
  "Warming up for ",
  "Collecting ",
  "Analyzing",
  "Profiling for ",
  "Complete (Analysis Disabled)"
];
var COLLECTING = /^Collecting ([0-9]{1,9}) samples? in estimated /;
function readProgress(line) {
  if (!line.startsWith("Benchmarking ")) return void 0;
  const rest = line.slice("Benchmarking ".length);
  const colon = rest.lastIndexOf(": ");
  const phase = colon < 0 ? "" : rest.slice(colon + 2);
  if (colon < 0 || !PHASES.some((p) => phase.startsWith(p))) return { id: rest.trimEnd(), noResult: false };
  const id = rest.slice(0, colon);
  const collecting = COLLECTING.exec(phase);
  if (collecting) return { id, samples: Number(collecting[1]), noResult: false };
  return { id, noResult: phase.startsWith("Complete (Analysis Disabled)") };
}
var OUTLIERS = /^Found [0-9]{1,9} outliers among ([0-9]{1,9}) measurements \([0-9.]{1,10}%\)$/;
function readOutlierTotal(line) {
  const m = OUTLIERS.exec(line);
  if (m) return Number(m[1]);
  return /^Found [0-9x]/.test(line) ? NaN : void 0;
}
var KNOWN_NOISE = [
  /^ {2}[0-9]{1,9} \([0-9.]{1,10}%\) (?:low severe|low mild|high mild|high severe)$/,
  /^Gnuplot not found, using plotters backend$/,
  /^Warning: /,
  // Verbose mode's extra estimates, already summarized by the `time:` line.
  /^(?:slope|mean|median) +\[/
];
var VERDICT = /^ *(?:No change in performance detected\.|Change within noise threshold\.|Performance has (?:improved|regressed)\.)$/;
function isVerdict(line) {
  return VERDICT.test(line);
}
function isKnownNoise(line) {
  return KNOWN_NOISE.some((re) => re.test(line));
}
var PANIC = /^thread '[^']{0,200}'.{0,40} panicked at /;
var FAILURE = [/^Criterion\.rs ERROR: /, PANIC, /^error(?:\[E[0-9]{1,5}\])?: /];
function isFailure(line) {
  return FAILURE.some((re) => re.test(line));
}
function isPanic(line) {
  return PANIC.test(line);
}
function clip2(text, max = 120) {
  return text.length <= max ? text : `${text.slice(0, max)}...`;
}

// src/formats/criterion-text.ts
var MAX_LINE3 = 4096;
var criterionTextFormat = {
  kind: "lines",
  name: "criterion-text",
  detect: detect3,
  start: (file) => new CriterionTextParser(file)
};
var CriterionTextParser = class {
  constructor(file) {
    this.file = file;
  }
  file;
  collector = new BenchmarkCollector();
  problems = [];
  /** The previous line, when it was unrecognized: the id of a long-id result. */
  previous;
  /** The benchmark whose `time:` line was just read; `thrpt:` lines join it. Null after a bad `time:` line. */
  current;
  sampleCounts = /* @__PURE__ */ new Map();
  /** Benchmarks that started (progress lines) and have no result yet, with the line they started on. */
  started = /* @__PURE__ */ new Map();
  /** A panic's problem, waiting for the message Rust prints on the next line. */
  panic;
  sawText = false;
  /** The line of a `change:` block whose verdict line has not come yet. */
  changeLine;
  push(raw, lineNo) {
    if (raw.length > MAX_LINE3) {
      if (raw.includes("time:") || raw.includes("thrpt:"))
        this.problem(lineNo, `line of ${raw.length} characters is too long for a Criterion result`);
      this.previous = void 0;
      this.current = void 0;
      return;
    }
    if (BINARY2.test(raw)) {
      this.problem(lineNo, "binary data, not text output");
      this.previous = void 0;
      return;
    }
    if (raw.trim() !== "") this.sawText = true;
    for (const piece of piecesOfLine(raw)) this.readLine(piece.trimEnd(), lineNo);
  }
  finish() {
    for (const [id, lineNo] of this.started) {
      this.problem(
        lineNo,
        `benchmark ${JSON.stringify(clip2(id))} started but printed no result (it failed, or the output was cut short)`
      );
    }
    this.started.clear();
    this.closeChange();
    if (this.collector.size === 0) {
      this.problem(0, this.sawText ? "no Criterion results found" : "empty input: no Criterion results");
    }
    return {
      context: { tool: { name: "criterion" } },
      benchmarks: this.collector.benchmarks(),
      problems: this.problems
    };
  }
  readLine(line, lineNo) {
    const previous = this.previous;
    this.previous = void 0;
    if (line.trim() === "") return;
    const panic = this.panic;
    this.panic = void 0;
    const bracket = findBracket(line);
    if (bracket) return this.readBracket(bracket, previous, lineNo);
    if (line.trim() === "change:") {
      this.changeLine ??= lineNo;
      return;
    }
    if (isVerdict(line)) {
      this.changeLine = void 0;
      return;
    }
    const progress = readProgress(line);
    if (progress) return this.readProgressLine(progress, lineNo);
    const total = readOutlierTotal(line);
    if (total !== void 0) {
      if (Number.isNaN(total)) this.problem(lineNo, `could not read Criterion outlier line: ${clip2(line)}`);
      else this.setSampleCount(total);
      return;
    }
    if (isKnownNoise(line)) return;
    this.current = void 0;
    if (isFailure(line)) {
      this.problem(lineNo, clip2(line.trim(), 300));
      if (isPanic(line)) this.panic = this.problems[this.problems.length - 1];
      return;
    }
    if (panic) {
      panic.message = clip2(`${panic.message} ${line.trim()}`, 500);
      return;
    }
    this.previous = line;
  }
  readBracket(b, previous, lineNo) {
    if (b.tokens === void 0) {
      this.problem(lineNo, `Criterion ${b.label}: line has no closing "]" (output cut short?)`);
      if (b.label === "time" && b.before.trim() !== "") this.current = null;
      return;
    }
    if (b.label === "change" || looksLikePercents(b.tokens)) {
      this.changeLine ??= lineNo;
      if (!isPercentTriple(b.tokens))
        this.problem(lineNo, `could not read Criterion change [${clip2(b.tokens.join(" "))}]`);
      return;
    }
    if (b.label === "time") return this.readTime(b.tokens, b.before.trim() || previous?.trim(), lineNo);
    this.readThroughput(b.tokens, lineNo);
  }
  readTime(tokens, id, lineNo) {
    this.closeChange();
    if (id === void 0 || id === "") {
      this.problem(lineNo, "Criterion time: line without a benchmark id before it");
      this.current = null;
      return;
    }
    this.started.delete(id);
    const times = readTimes(tokens);
    if (!times) {
      this.problem(
        lineNo,
        `could not read Criterion time of ${JSON.stringify(clip2(id))}: [${clip2(tokens.join(" "))}]`
      );
      this.current = null;
      return;
    }
    const summary = {
      ...times,
      n: this.sampleCounts.get(id) ?? NaN,
      confidence: CRITERION_DEFAULT_CONFIDENCE
    };
    this.collector.add(identityOfId(id), [{ unit: CRITERION_TIME_UNIT, samples: [], summary }]);
    this.current = { id, summaries: [summary] };
  }
  readThroughput(tokens, lineNo) {
    const current = this.current;
    if (!current) {
      const why = current === null ? "whose time: line could not be read" : "after no time: line";
      this.problem(lineNo, `Criterion thrpt: line ${why}: [${clip2(tokens.join(" "))}]`);
      return;
    }
    const thrpt = readThroughputs2(tokens);
    if (!thrpt) {
      this.problem(
        lineNo,
        `could not read Criterion throughput of ${JSON.stringify(clip2(current.id))}: [${clip2(tokens.join(" "))}]`
      );
      return;
    }
    const summary = {
      low: thrpt.low,
      center: thrpt.center,
      high: thrpt.high,
      n: current.summaries[0].n,
      confidence: CRITERION_DEFAULT_CONFIDENCE
    };
    this.collector.add(identityOfId(current.id), [
      { unit: THROUGHPUT_UNIT[thrpt.kind], samples: [], summary }
    ]);
    current.summaries.push(summary);
  }
  readProgressLine(progress, lineNo) {
    this.current = void 0;
    if (progress.samples !== void 0) this.sampleCounts.set(progress.id, progress.samples);
    if (progress.noResult) this.started.delete(progress.id);
    else if (!this.started.has(progress.id)) this.started.set(progress.id, lineNo);
  }
  /** The outlier line follows a result and tells its sample count. */
  setSampleCount(n) {
    if (this.current) for (const s of this.current.summaries) s.n = n;
  }
  /** Criterion ends every change block with a verdict; a block without one was cut short. */
  closeChange() {
    if (this.changeLine === void 0) return;
    this.problem(this.changeLine, "Criterion change: block without its verdict line (output cut short?)");
    this.changeLine = void 0;
  }
  problem(line, message2) {
    this.problems.push({ file: this.file, line, message: message2 });
  }
};
var RESULT_LINE = /time: {1,40}\[[0-9.]{1,20} (?:ps|ns|\u00b5s|\u03bcs|us|ms|s) /;
function detect3(sniff) {
  let progress = false;
  for (const line of sniff.head.split("\n", 2e3)) {
    if (line.length > MAX_LINE3) continue;
    if (RESULT_LINE.test(line)) return 0.9;
    if (/^Benchmarking .{1,200}: (?:Warming up for|Collecting|Analyzing)/.test(line)) progress = true;
  }
  return progress ? 0.6 : 0;
}

// src/formats/json-entries.ts
function isRecord(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function finiteNumber(v) {
  return typeof v === "number" && Number.isFinite(v) ? v : void 0;
}
function describeValue(v) {
  if (Array.isArray(v)) return `an array of ${v.length} items`;
  if (isRecord(v)) return "an object";
  const s = typeof v === "string" ? JSON.stringify(v) : String(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}
function quote(name) {
  return JSON.stringify(name.length > 80 ? `${name.slice(0, 77)}...` : name);
}
function paramText(v) {
  if (typeof v === "string") return v;
  if (v === null || typeof v !== "object") return String(v);
  try {
    return JSON.stringify(v);
  } catch (err) {
    if (err instanceof RangeError) return describeValue(v);
    throw err;
  }
}
function readJsonEntries(text, file, arrayKey, what) {
  if (text.trim() === "") {
    return { members: {}, problems: [{ file, line: 0, message: `empty input: expected ${what}` }] };
  }
  const outline = outlineJson(text, arrayKey);
  let root;
  try {
    root = JSON.parse(text);
  } catch (err) {
    return salvage(text, file, outline, err);
  }
  const members = isRecord(root) ? root : {};
  const array = arrayKey === null ? root : members[arrayKey];
  if (!Array.isArray(array)) return { root, members, problems: [] };
  const lines = outline.elements?.length === array.length ? outline.elements.map((s) => s.line) : void 0;
  const entries = array.map((value, i) => ({ value, line: lines ? lines[i] : 0 }));
  return { root, members, entries, problems: [] };
}
function salvage(text, file, outline, err) {
  const message2 = err instanceof Error ? err.message : String(err);
  const errorLine = locateJsonError(text, err);
  const problems = [{ file, line: errorLine, message: `invalid JSON: ${message2}` }];
  const members = {};
  for (const [key, span] of outline.members) {
    const parsed = parseSpan(text, span);
    if (parsed.ok) members[key] = parsed.value;
  }
  let entries;
  if (outline.elements) {
    entries = [];
    for (const span of outline.elements) {
      if (text[span.start] !== "{") continue;
      const parsed = parseSpan(text, span);
      if (parsed.ok) {
        entries.push({ value: parsed.value, line: span.line });
        continue;
      }
      const within = locateJsonError(text.slice(span.start, span.end), parsed.error);
      const line = within > 0 ? span.line + within - 1 : span.line;
      if (line !== errorLine)
        problems.push({ file, line, message: `entry is not valid JSON: ${parsed.message}` });
    }
  }
  return { members, entries, problems };
}
function parseSpan(text, span) {
  try {
    return { ok: true, value: JSON.parse(text.slice(span.start, span.end)) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error), error };
  }
}
var UNEXPECTED_TOKEN = /^Unexpected token '([\s\S])', (\.\.\.)?"([\s\S]*)"(\.\.\.)? is not valid JSON$/;
var V8_CONTEXT = 10;
function locateJsonError(text, err) {
  const line = jsonErrorLine(text, err);
  if (line > 0) return line;
  const m = UNEXPECTED_TOKEN.exec(err instanceof Error ? err.message : "");
  if (!m) return 0;
  const [, token, before, context, after] = m;
  let at;
  if (before) {
    const found = text.indexOf(context);
    at = found < 0 ? -1 : found + V8_CONTEXT;
  } else if (after) {
    at = context.length - V8_CONTEXT;
  } else {
    at = text.indexOf(token);
  }
  if (at < 0) return 0;
  let n = 1;
  for (let i = 0; i < at && i < text.length; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}
function outlineJson(text, arrayKey) {
  const members = /* @__PURE__ */ new Map();
  let elements;
  let depth = 0;
  let line = 1;
  let inString = false;
  let escaped = false;
  let stringStart = -1;
  let lastString = { start: -1, end: -1 };
  let lastNonSpace = -1;
  let rootIsObject = false;
  let key;
  let member;
  let awaitingMember = false;
  let elementDepth = -1;
  let element;
  let arrayDone = false;
  const closeElement = () => {
    if (element && elements) elements.push({ ...element, end: lastNonSpace + 1 });
    element = void 0;
  };
  const closeMember = () => {
    if (member && key !== void 0 && !members.has(key))
      members.set(key, { ...member, end: lastNonSpace + 1 });
    member = void 0;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (c === 92) escaped = true;
      else if (c === 34) {
        inString = false;
        lastString = { start: stringStart, end: i + 1 };
        lastNonSpace = i;
      }
      continue;
    }
    if (c === 32 || c === 9 || c === 10 || c === 13) continue;
    const ch = text[i];
    if (depth === elementDepth && !element && ch !== "," && ch !== "]") element = { start: i, end: i, line };
    if (depth === 1 && rootIsObject && awaitingMember) {
      awaitingMember = false;
      member = { start: i, end: i, line };
      if (ch === "[" && key === arrayKey && !arrayDone && elements === void 0) {
        elements = [];
        elementDepth = 2;
      }
    }
    switch (ch) {
      case '"':
        inString = true;
        stringStart = i;
        break;
      case "{":
      case "[":
        if (depth === 0) {
          rootIsObject = ch === "{";
          if (ch === "[" && arrayKey === null && elements === void 0) {
            elements = [];
            elementDepth = 1;
          }
        }
        depth++;
        break;
      case "}":
      case "]":
        if (depth === elementDepth) {
          closeElement();
          elementDepth = -1;
          arrayDone = true;
        }
        if (depth === 1 && rootIsObject) closeMember();
        depth = Math.max(0, depth - 1);
        break;
      case ",":
        if (depth === elementDepth) closeElement();
        if (depth === 1 && rootIsObject) closeMember();
        break;
      case ":":
        if (depth === 1 && rootIsObject && lastString.end === lastNonSpace + 1) {
          key = keyOf(text, lastString.start, lastString.end);
          awaitingMember = true;
        }
        break;
    }
    lastNonSpace = i;
  }
  return { members, elements };
}
function keyOf(text, start, end) {
  try {
    return JSON.parse(text.slice(start, end));
  } catch {
    return void 0;
  }
}

// src/formats/gab-json.ts
var WHAT = "a JSON array of {name, unit, value} (github-action-benchmark custom format)";
function createGabJsonFormat(direction) {
  return {
    kind: "document",
    name: "gab-json",
    detect: detect4,
    parse: (text, file) => parseGabJson(text, file, direction)
  };
}
var gabJsonFormat = createGabJsonFormat();
function parseGabJson(text, file, direction) {
  const doc = readJsonEntries(text, file, null, WHAT);
  const problems = [...doc.problems];
  if (doc.root !== void 0 && doc.entries === void 0) {
    problems.push({ file, line: 0, message: `expected ${WHAT}, found ${describeValue(doc.root)}` });
  }
  const collector = new BenchmarkCollector();
  for (const entry of doc.entries ?? []) {
    const message2 = addEntry(entry.value, collector, direction);
    if (message2 !== void 0) problems.push({ file, line: entry.line, message: message2 });
  }
  return { context: {}, benchmarks: collector.benchmarks(), problems };
}
function addEntry(entry, collector, direction) {
  if (!isRecord(entry)) return `entry is not an object: ${describeValue(entry)}`;
  const { name, unit } = entry;
  if (typeof name !== "string" || name === "") return 'entry: expected field "name" (a string)';
  if (typeof unit !== "string") return `entry ${quote(name)}: expected field "unit" (a string)`;
  const value = numberOf(entry.value);
  if (value === void 0)
    return `entry ${quote(name)}: "value" is not a number: ${describeValue(entry.value)}`;
  collector.add({ suite: "", name, params: {} }, [
    { unit, samples: [value], ...direction ? { direction } : {} }
  ]);
  return void 0;
}
function numberOf(v) {
  if (typeof v === "string" && v.length <= 64 && /^[-+]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?$/.test(v.trim())) {
    return finiteNumber(Number(v));
  }
  return finiteNumber(v);
}
function detect4(sniff) {
  const head = sniff.head.trimStart();
  if (!head.startsWith("[")) return 0;
  const first = head.slice(0, 2e3);
  if (first.includes('"name"') && first.includes('"unit"') && first.includes('"value"')) return 0.7;
  return 0;
}

// src/formats/go-line.ts
var MAX_GO_LINE = 64 * 1024;
var BENCHMARK_NAME = new RegExp("^Benchmark(?!\\p{Ll})\\S*", "u");
var ITERATIONS = /^\d{1,19}$/;
var NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
var NON_FINITE = /^[+-]?(?:nan|inf|infinity)$/i;
var CONFIG_KEY = new RegExp("^\\p{Ll}[^\\s\\p{Lu}:]*:", "u");
var STATUS = /^\s*--- (FAIL|SKIP|BENCH|PASS): (\S+)/;
var PACKAGE_SUMMARY = /^(ok {2}|FAIL|\? {3})\t(\S+)/;
var CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1a\x1c-\x1f\x7f\ufffd]/;
function benchmarkNameOf(line) {
  return BENCHMARK_NAME.exec(line)?.[0];
}
function isIterationCount(field) {
  return field !== void 0 && ITERATIONS.test(field);
}
function splitFields(text) {
  const trimmed = text.trim();
  return trimmed === "" ? [] : trimmed.split(/\s+/);
}
function parseResultFields(fields) {
  if (fields.length === 0) return { ok: false, error: "missing iteration count" };
  if (!isIterationCount(fields[0])) return { ok: false, error: `bad iteration count "${clip3(fields[0])}"` };
  if (fields.length === 1) return { ok: false, error: "missing measurements" };
  if (/^0+$/.test(fields[0]))
    return { ok: false, error: "ran 0 iterations; its values are not measurements" };
  const values = [];
  for (let i = 1; i < fields.length; i += 2) {
    const text = fields[i];
    if (i + 1 >= fields.length) return { ok: false, error: `missing unit after value "${clip3(text)}"` };
    if (NON_FINITE.test(text))
      return { ok: false, error: `value "${text}" ${clip3(fields[i + 1])} is not a finite number` };
    if (!NUMBER.test(text))
      return { ok: false, error: `bad value "${clip3(text)}" for unit ${clip3(fields[i + 1])}` };
    values.push({ value: Number(text), unit: fields[i + 1] });
  }
  return { ok: true, iterations: Number(fields[0]), values };
}
function parseConfigLine(line) {
  const m = CONFIG_KEY.exec(line);
  if (!m) return void 0;
  const rest = line.slice(m[0].length);
  if (rest !== "" && rest[0] !== " " && rest[0] !== "	") return void 0;
  return { key: m[0].slice(0, -1), value: rest.trim() };
}
function parseUnitLine(fields) {
  if (fields[0] !== "Unit" || fields.length < 2) return void 0;
  const pairs = [];
  for (const f of fields.slice(2)) {
    const eq = f.indexOf("=");
    pairs.push(eq > 0 ? [f.slice(0, eq), f.slice(eq + 1)] : ["", f]);
  }
  return { unit: fields[1], pairs };
}
function parseStatusLine(line) {
  const m = STATUS.exec(line);
  return m ? { status: m[1], name: m[2] } : void 0;
}
function parsePackageSummary(line) {
  const m = PACKAGE_SUMMARY.exec(line);
  if (!m) return void 0;
  return { passed: m[1] !== "FAIL", pkg: m[2], rest: line.slice(m[0].length).trim() };
}
function isCrashLine(line) {
  return line.startsWith("panic: ") || line.startsWith("fatal error: ") || line.startsWith("SIGQUIT: ") || line.startsWith("*** Test killed");
}
function hasBinaryData(line) {
  return CONTROL.test(line);
}
function clip3(text, max = 60) {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}

// src/formats/go-reader.ts
var HEADER_KEYS = /* @__PURE__ */ new Set(["goos", "goarch", "pkg", "cpu"]);
var EXIT_STATUS = /^exit status \d+$/;
var MAX_NESTING = 16;
var GoStreamReader = class {
  constructor(sink, options) {
    this.sink = sink;
    this.options = options;
    this.suite = options.suite ?? "";
    this.fixedSuite = options.suite !== void 0;
  }
  sink;
  options;
  suite;
  fixedSuite;
  /** Set by a bare `BenchmarkX` (-v) or a name followed by the benchmark's own output. */
  pending;
  /** The benchmark most recently named in this section, blamed for a crash. */
  current;
  /** Inside a panic trace, until go test reports the exit. */
  crashed = false;
  /** First indented log line since the last benchmark or status line (-v logs precede --- FAIL). */
  lastLog;
  /** A FAIL or SKIP problem whose reason may be on the next, indented line. */
  awaitingReason;
  /** Benchmarks with a failed sub-benchmark in this section: their own FAIL adds nothing. */
  failedParents = /* @__PURE__ */ new Set();
  sectionProblems = 0;
  /** Between a go test header and its PASS/FAIL/ok line. */
  open = false;
  lastLine = 0;
  /** Package of a `# pkg` compiler header just read, waiting for its first message. */
  buildHeader;
  /** First compiler message per package, for its `FAIL pkg [build failed]` line. */
  buildErrors = /* @__PURE__ */ new Map();
  /** The latest result, held back one line: if the output stops right after it, it may be cut. */
  held;
  push(line, lineNo) {
    this.lastLine = lineNo;
    this.commitHeld();
    const reasonFor = this.awaitingReason;
    this.awaitingReason = void 0;
    if (line.length > MAX_GO_LINE) {
      this.problem(lineNo, `line of ${line.length} characters not parsed (limit ${MAX_GO_LINE})`);
      return;
    }
    if (hasBinaryData(line)) {
      this.problem(lineNo, "binary data (control characters) ignored");
      return;
    }
    if (this.crashed) {
      if (!this.endsCrash(line)) return;
      this.crashed = false;
    }
    const name = benchmarkNameOf(line);
    if (name !== void 0) return this.onBenchmarkLine(line, name, lineNo);
    const status = parseStatusLine(line);
    if (status) return this.onStatus(status.status, status.name, lineNo);
    if (/^\s/.test(line)) return this.onIndented(line, lineNo, reasonFor);
    this.onOtherLine(line, lineNo);
  }
  /** End of input: a name still waiting for numbers, and output cut short. */
  end() {
    this.flushPending();
    const cut = this.options.checkEnding && this.open;
    if (cut && this.held) {
      this.problem(
        this.held.line,
        `${clip3(this.held.name)}: result on the last line not recorded: the output stops there and may have cut it`
      );
      this.held = void 0;
    }
    this.commitHeld();
    if (cut) {
      this.problem(
        this.lastLine,
        "output ends before go test finished (no PASS, FAIL or ok line); it may be truncated"
      );
    }
  }
  /** A problem about this package found outside its output (a test2json build-fail event). */
  noteProblem() {
    this.sectionProblems++;
  }
  onOtherLine(line, lineNo) {
    const header = this.buildHeader;
    this.buildHeader = void 0;
    if (line.startsWith("# ")) {
      this.buildHeader = line.slice(2).split(" ")[0];
      return;
    }
    if (header !== void 0 && !this.buildErrors.has(header)) this.buildErrors.set(header, line);
    if (isCrashLine(line)) return this.onCrash(line, lineNo);
    const summary = parsePackageSummary(line);
    if (summary) return this.onSummary(summary.passed, summary.pkg, summary.rest, lineNo);
    if (line === "PASS" || line === "FAIL") {
      this.flushPending();
      this.open = false;
      return;
    }
    if (line.startsWith("Unit ")) {
      const unit = parseUnitLine(splitFields(line));
      if (unit) this.sink.setUnitMetadata(unit.unit, unit.pairs, lineNo);
      return;
    }
    const config = parseConfigLine(line);
    if (config) this.onConfig(config.key, config.value);
  }
  onBenchmarkLine(line, name, lineNo) {
    this.current = name;
    this.lastLog = void 0;
    this.flushPending();
    const rest = line.slice(name.length);
    if (rest.trim() === "") {
      this.pending = { name, line: lineNo };
      return;
    }
    const status = parseStatusLine(rest);
    if (status) return this.onStatus(status.status, status.name, lineNo);
    const after = rest.trimStart();
    if (isCrashLine(after)) return this.onCrash(after, lineNo);
    const parsed = parseResultFields(splitFields(rest));
    if (parsed.ok) this.record(name, parsed.values, lineNo);
    else this.pending = { name, line: lineNo, error: parsed.error };
  }
  onIndented(line, lineNo, reasonFor) {
    const fields = splitFields(line);
    if (this.pending && isIterationCount(fields[0])) {
      const { name } = this.pending;
      this.pending = void 0;
      const parsed = parseResultFields(fields);
      if (parsed.ok) this.record(name, parsed.values, lineNo);
      else this.problem(lineNo, `${clip3(name)}: ${parsed.error}`);
      return;
    }
    const text = line.trim();
    if (reasonFor && text !== "") reasonFor.message += `: ${clip3(text, 200)}`;
    else if (this.lastLog === void 0 && text !== "") this.lastLog = clip3(text, 200);
  }
  record(name, values, line) {
    this.held = { suite: this.suite, name, values, line };
  }
  commitHeld() {
    if (this.held) this.sink.addResult(this.held.suite, this.held.name, this.held.values);
    this.held = void 0;
  }
  onStatus(status, name, lineNo) {
    this.flushPending();
    const reason = this.lastLog;
    this.lastLog = void 0;
    if (status !== "FAIL" && status !== "SKIP") return;
    if (status === "FAIL") {
      const parentOnly = this.failedParents.has(name);
      let depth = 0;
      for (let i = name.indexOf("/"); i > 0 && depth < MAX_NESTING; i = name.indexOf("/", i + 1), depth++) {
        this.failedParents.add(name.slice(0, i));
      }
      if (parentOnly) return;
    }
    const what = status === "FAIL" ? `${clip3(name)} failed` : `${clip3(name)} was skipped`;
    const p = this.problem(lineNo, reason === void 0 ? what : `${what}: ${reason}`);
    if (reason === void 0) this.awaitingReason = p;
  }
  onCrash(line, lineNo) {
    const who = this.pending?.name ?? this.current;
    this.flushPending();
    const crash = clip3(line, 200);
    this.problem(lineNo, who === void 0 ? crash : `${crash} (while ${clip3(who)} was running)`);
    this.crashed = true;
  }
  endsCrash(line) {
    if (EXIT_STATUS.test(line) || line === "PASS" || line === "FAIL" || parsePackageSummary(line))
      return true;
    const config = parseConfigLine(line);
    return config !== void 0 && HEADER_KEYS.has(config.key);
  }
  onSummary(passed, pkg, rest, lineNo) {
    this.flushPending();
    if (!passed && this.sectionProblems === 0) {
      const why = this.buildErrors.get(pkg);
      if (rest === "[build failed]")
        this.problem(lineNo, `package ${clip3(pkg)} failed to build${why ? `: ${clip3(why, 200)}` : ""}`);
      else this.problem(lineNo, `package ${clip3(pkg)} failed${rest ? ` (${clip3(rest)})` : ""}`);
    }
    this.newSection();
  }
  onConfig(key, value) {
    if (HEADER_KEYS.has(key) && !this.open) {
      this.newSection();
      this.open = true;
    }
    if (key === "pkg" && !this.fixedSuite) this.suite = value;
    this.sink.setConfig(key, value);
  }
  newSection() {
    this.open = false;
    this.sectionProblems = 0;
    this.failedParents.clear();
    this.current = void 0;
    this.lastLog = void 0;
  }
  flushPending() {
    const p = this.pending;
    this.pending = void 0;
    if (p?.error !== void 0) this.problem(p.line, `${clip3(p.name)}: ${p.error}`);
  }
  problem(line, message2) {
    this.sectionProblems++;
    return this.sink.problem(line, message2);
  }
};

// src/formats/go-procs.ts
var PROCS_SUFFIX = /-([1-9]\d{0,8})$/;
var MAX_PROCS_VALUES = 64;
function splitSuffix(name) {
  const m = PROCS_SUFFIX.exec(name);
  if (!m) return void 0;
  const procs = Number(m[1]);
  return procs >= 2 ? { base: name.slice(0, m.index), procs } : void 0;
}
function resolveGoNames(printed) {
  const names = new Set(printed);
  const splits = /* @__PURE__ */ new Map();
  const benchmarks = /* @__PURE__ */ new Set();
  const carriers = /* @__PURE__ */ new Map();
  for (const n of names) {
    const s = splitSuffix(n);
    if (s) {
      splits.set(n, s);
      benchmarks.add(s.base);
      carriers.set(s.procs, (carriers.get(s.procs) ?? 0) + 1);
    } else {
      benchmarks.add(n);
    }
  }
  const plain = [...names].filter((n) => !splits.has(n));
  const procsValues = /* @__PURE__ */ new Set();
  for (const [procs, count] of carriers) {
    if (count * 2 <= benchmarks.size) continue;
    const plainCarriers = plain.filter((n) => names.has(`${n}-${procs}`)).length;
    if (plain.length === 0 || plainCarriers * 2 > plain.length || count * 4 > names.size * 3)
      procsValues.add(procs);
  }
  let ranAtOne = false;
  for (const n of names) {
    const s = splits.get(n);
    if (!s || !procsValues.has(s.procs)) ranAtOne = true;
  }
  const siblings = [...procsValues].sort((a, b) => a - b).slice(0, MAX_PROCS_VALUES);
  const out = /* @__PURE__ */ new Map();
  for (const n of names) {
    const s = splits.get(n);
    if (!s || !procsValues.has(s.procs)) out.set(n, { name: n, procs: 1 });
    else if (!ranAtOne || stripWins(n, s, names, siblings)) out.set(n, { name: s.base, procs: s.procs });
    else out.set(n, { name: n, procs: 1 });
  }
  return out;
}
function stripWins(n, s, names, siblings) {
  let strip = names.has(s.base) ? 1 : 0;
  let keep = 0;
  for (const p of siblings) {
    if (p !== s.procs && names.has(`${s.base}-${p}`)) strip++;
    if (names.has(`${n}-${p}`)) keep++;
  }
  return strip >= keep;
}
function paramsOfGoName(name) {
  const params = {};
  const segments = name.split("/");
  for (let i = 1; i < segments.length; i++) {
    const seg = segments[i];
    const eq = seg.indexOf("=");
    if (eq <= 0) continue;
    const key = seg.slice(0, eq);
    if (Object.prototype.hasOwnProperty.call(params, key)) continue;
    Object.defineProperty(params, key, {
      value: seg.slice(eq + 1),
      enumerable: true,
      writable: true,
      configurable: true
    });
  }
  return params;
}

// src/formats/go-results.ts
var MACHINE_KEYS = { goos: "os", goarch: "arch", cpu: "cpu" };
var GoResultSink = class {
  constructor(file) {
    this.file = file;
  }
  file;
  results = [];
  problems = [];
  machine = {};
  config = {};
  /** Unit -> direction stated by a `Unit <unit> better=higher|lower` line. */
  stated = /* @__PURE__ */ new Map();
  problem(line, message2) {
    const p = { file: this.file, line, message: clip3(message2, 600) };
    this.problems.push(p);
    return p;
  }
  addResult(suite, printed, values) {
    this.results.push({ suite, printed, values });
  }
  // Note: the model has one context per file, so a key keeps its first value;
  // pkg is not configuration here but each result's suite.
  setConfig(key, value) {
    if (value === "" || key === "pkg") return;
    const machineKey = MACHINE_KEYS[key];
    if (machineKey !== void 0) {
      if (this.machine[machineKey] === void 0) this.machine[machineKey] = value;
    } else if (!Object.prototype.hasOwnProperty.call(this.config, key)) {
      Object.defineProperty(this.config, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true
      });
    }
  }
  /** Unit metadata; only `better` changes the model, as the metric's direction. */
  setUnitMetadata(unit, pairs, line) {
    for (const [key, value] of pairs) {
      if (key === "") {
        this.problem(line, `Unit ${clip3(unit)}: expected key=value, got "${clip3(value)}"`);
      } else if (key === "better") {
        this.stateDirection(unit, value, line);
      }
    }
  }
  stateDirection(unit, value, line) {
    const direction = value === "higher" ? "bigger" : value === "lower" ? "smaller" : void 0;
    if (!direction) {
      this.problem(line, `Unit ${clip3(unit)}: better=${clip3(value)}, expected higher or lower`);
      return;
    }
    const had = this.stated.get(unit);
    if (had !== void 0 && had !== direction) {
      this.problem(
        line,
        `Unit ${clip3(unit)}: better=${clip3(value)} contradicts an earlier Unit line; keeping the first`
      );
      return;
    }
    this.stated.set(unit, direction);
  }
  finish(lineCount) {
    if (this.results.length === 0) {
      this.problem(0, lineCount === 0 ? "empty input: no benchmark results" : "no benchmark results found");
    }
    const names = resolveGoNames(this.results.map((r) => r.printed));
    const collector = new BenchmarkCollector();
    for (const r of this.results) {
      const { name, procs } = names.get(r.printed);
      const values = r.values.map((v) => ({
        unit: v.unit,
        direction: this.stated.get(v.unit) ?? directionOfUnit(v.unit),
        samples: [v.value]
      }));
      collector.add({ suite: r.suite, name, params: paramsOfGoName(name), procs }, values);
    }
    return { context: this.context(), benchmarks: collector.benchmarks(), problems: this.sortedProblems() };
  }
  context() {
    const context = { tool: { name: "go" } };
    if (Object.keys(this.machine).length > 0) context.machine = { ...this.machine };
    if (Object.keys(this.config).length > 0) context.config = { ...this.config };
    return context;
  }
  /** By line; a stable sort keeps the order of problems on one line. */
  sortedProblems() {
    return this.problems.map((p, i) => ({ p, i })).sort((a, b) => a.p.line - b.p.line || a.i - b.i).map((x) => x.p);
  }
};

// src/formats/go-json.ts
var EVENT_START = /^\{\s*"(?:Time|Action|Package|ImportPath)"\s*:/m;
function detectGoJson(sniff) {
  if (!EVENT_START.test(sniff.head) || !sniff.head.includes('"Action"')) return 0;
  return sniff.head.includes('"Output":"Benchmark') || sniff.head.includes('"Test":"Benchmark') ? 1 : 0.6;
}
var GoJsonParser = class {
  sink;
  packages = /* @__PURE__ */ new Map();
  /** First compiler message per package being built, for its build-fail event. */
  buildErrors = /* @__PURE__ */ new Map();
  lines = 0;
  lastLine = 0;
  constructor(file) {
    this.sink = new GoResultSink(file);
  }
  push(line, lineNo) {
    this.lines++;
    this.lastLine = lineNo;
    const text = line.trim();
    if (text === "") return;
    const event = this.parseEvent(text, lineNo);
    if (event) this.onEvent(event, lineNo);
  }
  finish() {
    for (const [pkg, stream] of this.packages) {
      if (stream.partial !== "") this.emit(stream, this.lastLine);
      stream.reader.end();
      if (!stream.done) {
        const name = pkg === "" ? "the stream" : `package ${clip3(pkg)}`;
        this.sink.problem(
          this.lastLine,
          `${name} has no final pass or fail event; the output may be truncated`
        );
      }
    }
    return this.sink.finish(this.lines);
  }
  parseEvent(text, lineNo) {
    if (!text.startsWith("{")) {
      this.sink.problem(lineNo, `not a test2json event: "${clip3(text)}"`);
      return void 0;
    }
    let value;
    try {
      value = JSON.parse(text);
    } catch (err) {
      this.sink.problem(lineNo, `invalid JSON: ${clip3(err.message, 200)}`);
      return void 0;
    }
    if (typeof value !== "object" || value === null || typeof value.Action !== "string") {
      this.sink.problem(lineNo, "not a test2json event: no Action");
      return void 0;
    }
    return value;
  }
  onEvent(event, lineNo) {
    if (event.Action === "build-output" || event.Action === "build-fail")
      return this.onBuildEvent(event, lineNo);
    const pkg = typeof event.Package === "string" ? event.Package : "";
    const stream = this.stream(pkg);
    if (event.Action === "output") {
      if (typeof event.Output !== "string") {
        this.sink.problem(lineNo, "output event without an Output string");
        return;
      }
      this.take(stream, event.Output, lineNo);
    } else if (event.Test === void 0 && ["pass", "fail", "skip"].includes(event.Action)) {
      if (stream.partial !== "") this.emit(stream, lineNo);
      stream.done = true;
    }
  }
  // Build events (Go 1.24+) carry ImportPath, "pkg [pkg.test]" for a test
  // binary, not Package. The package's own output later says only
  // "FAIL pkg [build failed]"; the problem here says why instead.
  onBuildEvent(event, lineNo) {
    const importPath = typeof event.ImportPath === "string" ? event.ImportPath : "";
    if (event.Action === "build-output") {
      const text = typeof event.Output === "string" ? event.Output.trim() : "";
      if (text !== "" && !text.startsWith("#") && !this.buildErrors.has(importPath)) {
        this.buildErrors.set(importPath, text.split("\n")[0]);
      }
      return;
    }
    const pkg = importPath.split(" ")[0];
    const why = this.buildErrors.get(importPath);
    this.sink.problem(
      lineNo,
      `package ${clip3(pkg)} failed to build${why === void 0 ? "" : `: ${clip3(why, 200)}`}`
    );
    this.stream(pkg).reader.noteProblem();
  }
  stream(pkg) {
    let stream = this.packages.get(pkg);
    if (!stream) {
      const reader = new GoStreamReader(this.sink, { suite: pkg, checkEnding: false });
      stream = { reader, partial: "", done: false };
      this.packages.set(pkg, stream);
    }
    return stream;
  }
  // Note: a line is numbered by the event that completes it, which holds the
  // numbers of a split result line, where a bad value would be.
  take(stream, output, lineNo) {
    let start = 0;
    for (let nl = output.indexOf("\n"); nl >= 0; nl = output.indexOf("\n", start)) {
      stream.partial += output.slice(start, nl);
      this.emit(stream, lineNo);
      start = nl + 1;
    }
    stream.partial += output.slice(start);
    if (stream.partial.length > MAX_GO_LINE) this.emit(stream, lineNo);
  }
  emit(stream, lineNo) {
    const line = stream.partial.endsWith("\r") ? stream.partial.slice(0, -1) : stream.partial;
    stream.partial = "";
    stream.reader.push(line, lineNo);
  }
};
var goJsonFormat = {
  kind: "lines",
  name: "go-json",
  detect: detectGoJson,
  start: (file) => new GoJsonParser(file)
};

// src/formats/go.ts
var RESULT_LINE2 = /^Benchmark\S*[ \t]+\d+[ \t]+\S+[ \t]+\S+/m;
var HEADER = /^(?:goos|goarch|pkg|cpu): \S/m;
var BENCHMARK_NAME2 = new RegExp("^Benchmark(?!\\p{Ll})\\S*", "mu");
function detectGo(sniff) {
  const head = sniff.head;
  if (RESULT_LINE2.test(head)) return 0.95;
  if (HEADER.test(head) && BENCHMARK_NAME2.test(head)) return 0.7;
  if (BENCHMARK_NAME2.test(head)) return 0.3;
  return 0;
}
var goFormat = {
  kind: "lines",
  name: "go",
  detect: detectGo,
  start(file) {
    const sink = new GoResultSink(file);
    const reader = new GoStreamReader(sink, { checkEnding: true });
    let lines = 0;
    return {
      push(line, lineNo) {
        lines++;
        reader.push(line, lineNo);
      },
      finish() {
        reader.end();
        return sink.finish(lines);
      }
    };
  }
};

// src/formats/google-benchmark-name.ts
var POSITIONAL = /^-?[0-9]+$/;
var NAMED = /^([A-Za-z_][A-Za-z0-9_]*):([^/]+)$/;
var FLAGS = /* @__PURE__ */ new Set(["process_time", "real_time", "manual_time"]);
var OPTION_KEYS = /* @__PURE__ */ new Set(["min_time", "min_warmup_time", "iterations", "repeats", "threads"]);
function isSuffixSegment(s) {
  return POSITIONAL.test(s) || NAMED.test(s) || FLAGS.has(s);
}
function parseGoogleBenchmarkName(runName) {
  const segments = runName.split("/");
  let first = segments.length;
  while (first > 1 && isSuffixSegment(segments[first - 1])) first--;
  if (segments.slice(0, first).join("/") === "") return { name: runName, params: {} };
  const params = {};
  let threads;
  let position = 0;
  for (const s of segments.slice(first)) {
    if (FLAGS.has(s)) {
      params[s] = "true";
      continue;
    }
    const named = NAMED.exec(s);
    if (named && OPTION_KEYS.has(named[1])) {
      if (named[1] === "threads" && POSITIONAL.test(named[2])) threads = Number(named[2]);
      else params[named[1]] = named[2];
      continue;
    }
    if (named) params[named[1]] = named[2];
    else params[`arg${position}`] = s;
    position++;
  }
  return { name: segments.slice(0, first).join("/"), params, ...threads !== void 0 ? { threads } : {} };
}

// src/formats/google-benchmark.ts
var WHAT2 = "a Google Benchmark JSON file (--benchmark_format=json)";
var KNOWN_FIELDS = /* @__PURE__ */ new Set([
  "name",
  "family_index",
  "per_family_instance_index",
  "run_name",
  "run_type",
  "repetitions",
  "repetition_index",
  "threads",
  "iterations",
  "real_time",
  "cpu_time",
  "time_unit",
  "aggregate_name",
  "aggregate_unit",
  "label",
  "error_occurred",
  "error_message",
  "skipped",
  "skip_message",
  "big_o",
  "rms",
  "cpu_coefficient",
  "real_coefficient"
]);
var COUNTER_UNITS = { bytes_per_second: "B/s", items_per_second: "items/s" };
var googleBenchmarkFormat = {
  kind: "document",
  name: "google-benchmark",
  detect: detect5,
  parse(text, file) {
    const doc = readJsonEntries(text, file, "benchmarks", WHAT2);
    const problems = [...doc.problems];
    if (doc.root !== void 0 && doc.entries === void 0) {
      problems.push({ file, line: 0, message: `expected field "benchmarks" (an array): not ${WHAT2}` });
    }
    const runs = [];
    for (const entry of doc.entries ?? []) {
      const run = readRun(entry);
      if (typeof run === "string") problems.push({ file, line: entry.line, message: run });
      else if (run) runs.push({ run, line: entry.line });
    }
    const collector = new BenchmarkCollector();
    addRuns(runs, collector, (line, message2) => problems.push({ file, line, message: message2 }));
    problems.sort((a, b) => a.line - b.line);
    return { context: contextOf(doc.members), benchmarks: collector.benchmarks(), problems };
  }
};
function readRun(e) {
  const entry = e.value;
  if (!isRecord(entry)) return `benchmarks entry is not an object: ${describeValue(entry)}`;
  if (typeof entry.name !== "string" || entry.name === "")
    return 'benchmarks entry: expected field "name" (a string)';
  if (entry.error_occurred === true) {
    const why = typeof entry.error_message === "string" ? `: ${quote(entry.error_message)}` : "";
    return `benchmark ${quote(entry.name)} reported an error${why}`;
  }
  if (entry.skipped === true) {
    const why = typeof entry.skip_message === "string" ? `: ${quote(entry.skip_message)}` : "";
    return `benchmark ${quote(entry.name)} was skipped${why}`;
  }
  const aggregate = typeof entry.aggregate_name === "string" ? entry.aggregate_name : void 0;
  if (aggregate === "BigO" || aggregate === "RMS") return void 0;
  if (entry.run_type === "aggregate" && aggregate === void 0) {
    return `benchmark ${quote(entry.name)}: aggregate entry without "aggregate_name"`;
  }
  if (typeof entry.time_unit !== "string" || entry.time_unit === "") {
    return `benchmark ${quote(entry.name)}: expected field "time_unit" (a string)`;
  }
  if (finiteNumber(entry.real_time) === void 0) {
    return `benchmark ${quote(entry.name)}: "real_time" is not a number: ${describeValue(entry.real_time)}`;
  }
  const runName = typeof entry.run_name === "string" ? entry.run_name : aggregate !== void 0 && entry.name.endsWith(`_${aggregate}`) ? entry.name.slice(0, -aggregate.length - 1) : entry.name;
  return { entry, runName, aggregate };
}
function addRuns(runs, collector, report) {
  const measured = new Set(runs.filter((r) => r.run.aggregate === void 0).map((r) => r.run.runName));
  const aggregates = /* @__PURE__ */ new Map();
  for (const { run } of runs) {
    if (run.aggregate === void 0 || measured.has(run.runName)) continue;
    const byName = aggregates.get(run.runName) ?? /* @__PURE__ */ new Map();
    byName.set(run.aggregate, run.entry);
    aggregates.set(run.runName, byName);
  }
  const summarized = /* @__PURE__ */ new Set();
  for (const { run, line } of runs) {
    if (run.aggregate === void 0) {
      collector.add(
        identityOf2(run),
        metricsOf(run.entry, (v) => ({ samples: [v] }))
      );
      continue;
    }
    if (measured.has(run.runName) || summarized.has(run.runName)) continue;
    summarized.add(run.runName);
    const byName = aggregates.get(run.runName);
    const mean = byName.get("mean");
    if (!mean) {
      report(
        line,
        `benchmark ${quote(run.runName)}: aggregates without a "mean" and no repetitions to use instead`
      );
      continue;
    }
    const stddev = byName.get("stddev");
    const n = finiteNumber(mean.repetitions) ?? Number.NaN;
    const metrics = metricsOf(mean, (center, field) => {
      const sd = stddev ? finiteNumber(stddev[field]) : void 0;
      const low = sd === void 0 ? Number.NaN : center - sd;
      const high = sd === void 0 ? Number.NaN : center + sd;
      return { summary: { center, low, high, n, confidence: Number.NaN } };
    });
    collector.add(identityOf2(run), metrics);
  }
}
function identityOf2(run) {
  const parsed = parseGoogleBenchmarkName(run.runName);
  const procs = finiteNumber(run.entry.threads) ?? parsed.threads;
  return { suite: "", name: parsed.name, params: parsed.params, ...procs !== void 0 ? { procs } : {} };
}
function metricsOf(entry, make) {
  const unit = entry.time_unit;
  const out = [{ unit, ...make(entry.real_time, "real_time") }];
  const cpu = finiteNumber(entry.cpu_time);
  if (cpu !== void 0) out.push({ unit, name: "cpu_time", ...make(cpu, "cpu_time") });
  for (const [field, value] of Object.entries(entry)) {
    const v = finiteNumber(value);
    if (KNOWN_FIELDS.has(field) || v === void 0) continue;
    out.push({ unit: COUNTER_UNITS[field] ?? field, ...make(v, field) });
  }
  return out;
}
function contextOf(members) {
  const c = isRecord(members.context) ? members.context : {};
  const version = typeof c.library_version === "string" ? c.library_version : void 0;
  const context = { tool: { name: "google-benchmark", ...version ? { version } : {} } };
  const machine = {};
  const cores = finiteNumber(c.num_cpus);
  if (cores !== void 0) machine.cores = cores;
  const mhz = finiteNumber(c.mhz_per_cpu);
  if (mhz !== void 0) machine.mhz = mhz;
  if (Object.keys(machine).length > 0) context.machine = machine;
  if (typeof c.date === "string") context.time = c.date;
  if (typeof c.library_build_type === "string") context.buildType = c.library_build_type;
  return context;
}
function detect5(sniff) {
  const head = sniff.head;
  if (!head.trimStart().startsWith("{")) return 0;
  const hasContext = head.includes('"context"');
  if (hasContext && (head.includes('"library_build_type"') || head.includes('"num_cpus"'))) return 0.95;
  if (head.includes('"benchmarks"') && head.includes('"run_type"') && head.includes('"time_unit"'))
    return 0.9;
  return 0;
}

// src/formats/hyperfine.ts
var UNIT2 = "s";
var WHAT3 = "a hyperfine --export-json file";
var hyperfineFormat = {
  kind: "document",
  name: "hyperfine",
  detect: detect6,
  parse(text, file) {
    const doc = readJsonEntries(text, file, "results", WHAT3);
    const problems = [...doc.problems];
    if (doc.root !== void 0 && doc.entries === void 0) {
      problems.push({ file, line: 0, message: `expected field "results" (an array): not ${WHAT3}` });
    }
    const collector = new BenchmarkCollector();
    for (const entry of doc.entries ?? []) {
      for (const message2 of addResult2(entry.value, collector))
        problems.push({ file, line: entry.line, message: message2 });
    }
    return { context: { tool: { name: "hyperfine" } }, benchmarks: collector.benchmarks(), problems };
  }
};
function addResult2(entry, collector) {
  if (!isRecord(entry)) return [`results entry is not an object: ${describeValue(entry)}`];
  const name = entry.command;
  if (typeof name !== "string" || name === "") return ['results entry: expected field "command" (a string)'];
  const problems = [];
  const primary = primaryMetric(entry, name, problems);
  if (!primary) return problems;
  const metrics = [primary];
  const n = primary.samples?.length ?? primary.summary?.n ?? Number.NaN;
  for (const field of ["user", "system"]) {
    const mean = finiteNumber(entry[field]);
    if (mean !== void 0) {
      metrics.push({
        unit: UNIT2,
        name: field,
        summary: { center: mean, low: Number.NaN, high: Number.NaN, n, confidence: Number.NaN }
      });
    }
  }
  collector.add({ suite: "", name, params: paramsOf(entry.parameters) }, metrics);
  const failed2 = exitCodeProblem(entry.exit_codes, name);
  if (failed2) problems.push(failed2);
  return problems;
}
function primaryMetric(entry, name, problems) {
  if (Array.isArray(entry.times) && entry.times.length > 0) {
    const samples = entry.times.filter((t) => finiteNumber(t) !== void 0);
    const bad = entry.times.length - samples.length;
    if (bad > 0)
      problems.push(
        `command ${quote(name)}: ${bad} of ${entry.times.length} values in "times" are not numbers`
      );
    return samples.length > 0 ? { unit: UNIT2, samples } : void 0;
  }
  const mean = finiteNumber(entry.mean);
  const stddev = finiteNumber(entry.stddev);
  if (mean === void 0) {
    problems.push(`command ${quote(name)}: expected "times" (an array of seconds) or a number "mean"`);
    return void 0;
  }
  const low = stddev === void 0 ? Number.NaN : mean - stddev;
  const high = stddev === void 0 ? Number.NaN : mean + stddev;
  return { unit: UNIT2, summary: { center: mean, low, high, n: Number.NaN, confidence: Number.NaN } };
}
function paramsOf(raw) {
  const out = {};
  if (!isRecord(raw)) return out;
  for (const [k, v] of Object.entries(raw)) out[k] = paramText(v);
  return out;
}
function exitCodeProblem(codes, name) {
  if (!Array.isArray(codes)) return void 0;
  const failed2 = codes.filter((c) => c !== 0);
  if (failed2.length === 0) return void 0;
  const distinct2 = [...new Set(failed2.map((c) => c === null ? "killed by a signal" : describeValue(c)))].slice(0, 5).join(", ");
  return `command ${quote(name)} exited non-zero in ${failed2.length} of ${codes.length} runs (exit codes: ${distinct2})`;
}
function detect6(sniff) {
  const head = sniff.head;
  if (!head.trimStart().startsWith("{") || !head.includes('"results"')) return 0;
  if (head.includes('"command"') && (head.includes('"times"') || head.includes('"exit_codes"'))) return 0.95;
  if (head.includes('"command"') && head.includes('"mean"')) return 0.8;
  return 0;
}

// src/formats/jmh-histogram.ts
var MAX_HISTOGRAM_SAMPLES = 2e5;
function expandHistogram(buckets, cap = MAX_HISTOGRAM_SAMPLES) {
  let total = 0;
  for (const b of buckets) total += b.count;
  const factor = total > cap ? cap / total : 1;
  const samples = [];
  let seen = 0;
  let emitted = 0;
  for (const b of buckets) {
    seen += b.count;
    const target = factor === 1 ? seen : Math.round(seen * factor);
    for (; emitted < target; emitted++) samples.push(b.value);
  }
  return samples;
}

// src/formats/jmh-numbers.ts
var JMH_CONFIDENCE = 0.999;
var SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹";
var SUPERSCRIPT_POWER = /^10(⁻?)([⁰¹²³⁴⁵⁶⁷⁸⁹]{1,4})$/;
var PLAIN_NUMBER = /^-?\d{1,400}(?:[.,]\d{1,400})?$/;
var DecimalSeparator = class {
  separator;
  get current() {
    return this.separator;
  }
  /** Records evidence; returns false when it contradicts earlier evidence. */
  observe(separator) {
    if (this.separator === void 0) this.separator = separator;
    return this.separator === separator;
  }
  /** Parses one number token ("1234.567", "1234,567", "NaN", "Infinity"). */
  parse(token) {
    if (token === "NaN") return { kind: "exact", value: Number.NaN };
    if (token === "Infinity") return { kind: "exact", value: Number.POSITIVE_INFINITY };
    if (token === "-Infinity") return { kind: "exact", value: Number.NEGATIVE_INFINITY };
    if (!PLAIN_NUMBER.test(token)) return { kind: "invalid", reason: `"${clip4(token)}" is not a number` };
    const sep = token.includes(",") ? "," : token.includes(".") ? "." : void 0;
    if (sep !== void 0 && !this.observe(sep)) {
      return {
        kind: "invalid",
        reason: `"${clip4(token)}" uses "${sep}" as decimal separator but this log uses "${this.separator}"`
      };
    }
    return { kind: "exact", value: Number(sep === "," ? token.replace(",", ".") : token) };
  }
};
function parseApproximation(token) {
  if (token === "0") return { kind: "approximate", value: 0, power: void 0 };
  const m = SUPERSCRIPT_POWER.exec(token);
  if (!m) return { kind: "invalid", reason: `"≈ ${clip4(token)}" is not a power of ten` };
  let digits = 0;
  for (const ch of m[2]) digits = digits * 10 + SUPERSCRIPT_DIGITS.indexOf(ch);
  const power = m[1] ? -digits : digits;
  return { kind: "approximate", value: Number(`1e${power}`), power };
}
function readScore(tokens, at, decimals) {
  if (tokens[at] === "≈") {
    if (at + 1 >= tokens.length)
      return { value: { kind: "invalid", reason: '"≈" without a value' }, used: 1 };
    return { value: parseApproximation(tokens[at + 1]), used: 2 };
  }
  if (at >= tokens.length) return { value: { kind: "invalid", reason: "missing score" }, used: 0 };
  return { value: decimals.parse(tokens[at]), used: 1 };
}
function summaryOf2(score, error, n) {
  if (score.kind === "invalid" || !Number.isFinite(score.value)) return void 0;
  if (score.kind === "approximate") {
    if (score.power === void 0) return { center: 0, low: 0, high: 0, n, confidence: Number.NaN };
    return {
      center: score.value,
      low: 10 ** (score.power - 0.5),
      high: 10 ** (score.power + 0.5),
      n,
      confidence: Number.NaN
    };
  }
  if (error === void 0 || !Number.isFinite(error)) {
    return { center: score.value, low: score.value, high: score.value, n, confidence: Number.NaN };
  }
  return {
    center: score.value,
    low: score.value - error,
    high: score.value + error,
    n,
    confidence: JMH_CONFIDENCE
  };
}
function clip4(s, max = 40) {
  return s.length > max ? `${s.slice(0, max - 3)}...` : s;
}

// src/formats/jmh-json-metric.ts
function jmhDouble(v) {
  if (typeof v === "number") return v;
  if (v === "NaN") return Number.NaN;
  if (v === "+INF" || v === "Infinity") return Number.POSITIVE_INFINITY;
  if (v === "-INF" || v === "-Infinity") return Number.NEGATIVE_INFINITY;
  return void 0;
}
function readRawData(forks) {
  const raw = { samples: [], count: 0, iterations: 0, bad: 0 };
  for (const fork of forks) {
    if (!Array.isArray(fork)) {
      raw.bad++;
      continue;
    }
    for (const v of fork) {
      raw.count++;
      raw.iterations++;
      const x = jmhDouble(v);
      if (x !== void 0 && Number.isFinite(x)) raw.samples.push(x);
      else raw.bad++;
    }
  }
  return raw;
}
function readHistogram(forks) {
  const buckets = [];
  const raw = { samples: [], count: 0, iterations: 0, bad: 0 };
  for (const fork of forks) {
    for (const iteration of Array.isArray(fork) ? fork : [void 0]) {
      if (!Array.isArray(iteration)) {
        raw.bad++;
        continue;
      }
      raw.iterations++;
      for (const bucket of iteration) {
        const value = Array.isArray(bucket) ? jmhDouble(bucket[0]) : void 0;
        const count = Array.isArray(bucket) ? bucket[1] : void 0;
        if (value === void 0 || !Number.isFinite(value) || !Number.isSafeInteger(count) || count < 0) {
          raw.bad++;
          continue;
        }
        buckets.push({ value, count });
        raw.count += count;
      }
    }
  }
  raw.samples = expandHistogram(buckets);
  return raw;
}
function summaryOf3(m, n) {
  const center = jmhDouble(m.score);
  if (center === void 0 || !Number.isFinite(center)) return void 0;
  const error = jmhDouble(m.scoreError);
  if (error === void 0 || !Number.isFinite(error))
    return { center, low: center, high: center, n, confidence: Number.NaN };
  const conf = Array.isArray(m.scoreConfidence) ? m.scoreConfidence.map(jmhDouble) : [];
  const [low, high] = conf.length === 2 && conf.every((x) => x !== void 0 && Number.isFinite(x)) ? conf : [center - error, center + error];
  return { center, low, high, n, confidence: JMH_CONFIDENCE };
}
function readJmhMetric(m, primary, name, expectedValues) {
  const notes = [];
  if (!isRecord(m)) return { notes: ["is not an object"] };
  const unit = m.scoreUnit;
  if (typeof unit !== "string" || unit === "") return { notes: ['has no "scoreUnit"'] };
  const histogram = Array.isArray(m.rawDataHistogram);
  const rawIn = histogram ? m.rawDataHistogram : m.rawData;
  const raw = Array.isArray(rawIn) ? histogram ? readHistogram(rawIn) : readRawData(rawIn) : void 0;
  if (raw && raw.bad > 0) notes.push(`${raw.bad} raw value(s) are NaN, infinite or not numbers, left out`);
  const samples = raw?.samples ?? [];
  const needSummary = primary || samples.length === 0;
  const summary = needSummary ? summaryOf3(m, raw?.count ?? expectedValues) : void 0;
  if (needSummary && !summary)
    notes.push(`score is ${JSON.stringify(m.score) ?? "missing"}, no summary kept`);
  if (!summary && samples.length === 0)
    return { notes: [...notes, "no usable value: metric left out"], iterations: raw?.iterations };
  return {
    value: { unit, ...name !== void 0 ? { name } : {}, samples, ...summary ? { summary } : {} },
    notes,
    iterations: raw?.iterations
  };
}

// src/formats/jmh-json-salvage.ts
var ENTRY_START = "    {";
var ENTRY_END = /^ {4}\},?$/;
function oneLine(message2) {
  return message2.replace(/\s+/g, " ").slice(0, 200);
}
function salvageJmhLayout(text, file) {
  const entries = [];
  const problems = [];
  const lines = text.split("\n");
  let start = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].endsWith("\r") ? lines[i].slice(0, -1) : lines[i];
    if (line === ENTRY_START) {
      if (start >= 0)
        problems.push({
          file,
          line: start + 1,
          message: `entry at line ${start + 1} ends without its closing "}"`
        });
      start = i;
    } else if (start >= 0 && ENTRY_END.test(line)) {
      const chunk = lines.slice(start, i).join("\n") + "\n}";
      try {
        entries.push({ value: JSON.parse(chunk), line: start + 1 });
      } catch (err) {
        const message2 = err instanceof Error ? err.message : String(err);
        problems.push({
          file,
          line: start + 1,
          message: `entry at lines ${start + 1}-${i + 1} is not valid JSON: ${oneLine(message2)}`
        });
      }
      start = -1;
    }
  }
  if (start >= 0)
    problems.push({
      file,
      line: start + 1,
      message: `entry at line ${start + 1} is cut short: the file ends inside it`
    });
  return { entries, problems };
}

// src/formats/jmh-names.ts
var JMH_MODES = /* @__PURE__ */ new Set(["thrpt", "avgt", "sample", "ss"]);
var MODE_OF_LONG_LABEL = {
  "Throughput, ops/time": "thrpt",
  "Average time, time/op": "avgt",
  "Sampling time": "sample",
  "Single shot invocation time": "ss"
};
function modeOfLongLabel(label) {
  return MODE_OF_LONG_LABEL[label.trim()];
}
function splitBenchmarkName(full) {
  const dot = full.lastIndexOf(".");
  return dot < 0 ? { suite: "", name: full } : { suite: full.slice(0, dot), name: full.slice(dot + 1) };
}
function metricNameOfLabel(label) {
  const dot = label.lastIndexOf("·");
  return dot < 0 ? label : label.slice(dot + 1);
}
function isDenseNameOf(dense, full) {
  if (dense === full) return true;
  const d = dense.split(".");
  const f = full.split(".");
  if (d.length < f.length) {
    const tail = f.slice(f.length - d.length);
    return tail.every((seg, i) => seg === d[i]);
  }
  if (d.length !== f.length) return false;
  return f.every((seg, i) => seg === d[i] || d[i].length === 1 && seg.startsWith(d[i]));
}
function classAndMethod(name) {
  const last = name.lastIndexOf(".");
  if (last < 0) return name;
  const before = name.lastIndexOf(".", last - 1);
  return name.slice(before + 1);
}
var PARAM_START = /, (?=[A-Za-z_$][\w$]{0,200} = )/;
function parseParameterList(inner) {
  const params = {};
  for (const part of inner.split(PARAM_START)) {
    const eq = part.indexOf(" = ");
    if (eq <= 0) return void 0;
    params[part.slice(0, eq)] = part.slice(eq + 3);
  }
  return params;
}

// src/formats/jmh-json.ts
function stringParams(v) {
  const params = {};
  if (isRecord(v))
    for (const [k, x] of Object.entries(v)) params[k] = typeof x === "string" ? x : JSON.stringify(x);
  return params;
}
function positive(v) {
  return typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : void 0;
}
function contextOf2(e) {
  const context = {
    tool: { name: "jmh", ...typeof e.jmhVersion === "string" ? { version: e.jmhVersion } : {} }
  };
  for (const key of ["jdkVersion", "vmName", "vmVersion"])
    if (typeof e[key] === "string") context[key] = e[key];
  const jmh = {};
  for (const key of [
    "warmupIterations",
    "warmupTime",
    "measurementIterations",
    "measurementTime",
    "threads",
    "forks"
  ]) {
    const v = e[key];
    if (typeof v === "string" || typeof v === "number" && Number.isFinite(v)) jmh[key] = v;
  }
  if (Object.keys(jmh).length > 0) context.jmh = jmh;
  return context;
}
var JmhJsonReader = class {
  constructor(file) {
    this.file = file;
  }
  file;
  problems = [];
  collector = new BenchmarkCollector();
  context;
  readEntry({ value: e, line }) {
    if (!isRecord(e)) return this.problem(line, `entry is not an object: ${describeValue(e)}`);
    if (typeof e.benchmark !== "string" || e.benchmark === "")
      return this.problem(line, 'entry has no "benchmark" name');
    this.context ??= contextOf2(e);
    const { suite, name } = splitBenchmarkName(e.benchmark);
    const params = stringParams(e.params);
    const mode = typeof e.mode === "string" ? e.mode : void 0;
    const threads = positive(e.threads);
    const identity = {
      suite,
      name,
      params,
      ...mode ? { mode } : {},
      ...threads !== void 0 ? { procs: threads } : {}
    };
    const label = this.describe(e.benchmark, params, mode);
    const forks = Math.max(1, positive(e.forks) ?? 1);
    const iterations = positive(e.measurementIterations);
    const expected = iterations === void 0 ? Number.NaN : forks * iterations;
    const values = [];
    const primary = readJmhMetric(e.primaryMetric, true, void 0, expected);
    if (primary.notes.length > 0)
      this.problem(line, `primary metric of ${label}: ${primary.notes.join("; ")}`);
    if (primary.value) values.push(primary.value);
    if (primary.iterations !== void 0 && primary.iterations < expected) {
      this.problem(
        line,
        `${label} holds ${primary.iterations} of ${expected} measurement iterations (forks × iterations): a fork failed or was cut short`
      );
    }
    if (isRecord(e.secondaryMetrics)) {
      for (const [key, m] of Object.entries(e.secondaryMetrics)) {
        const secondary = readJmhMetric(m, false, metricNameOfLabel(key), expected);
        if (secondary.notes.length > 0)
          this.problem(line, `secondary metric "${key}" of ${label}: ${secondary.notes.join("; ")}`);
        if (secondary.value) values.push(secondary.value);
      }
    }
    if (values.length > 0) this.collector.add(identity, values);
  }
  describe(benchmark, params, mode) {
    const ps = Object.entries(params).map(([k, v]) => `${k}=${v}`);
    return `${benchmark}${ps.length ? ` [${ps.join(" ")}]` : ""}${mode ? ` (${mode})` : ""}`;
  }
  problem(line, message2) {
    this.problems.push({ file: this.file, line, message: message2 });
  }
};
function readEntries(text, file) {
  const read = readJsonEntries(text, file, null, "a JMH JSON result array (-rf json)");
  const problems = [...read.problems];
  if (read.root !== void 0) {
    if (read.entries === void 0)
      problems.push({
        file,
        line: 1,
        message: `expected a JSON array of JMH results, found ${describeValue(read.root)}`
      });
    return { entries: read.entries ?? [], problems };
  }
  const byLayout = salvageJmhLayout(text, file);
  if (byLayout.entries.length <= (read.entries?.length ?? 0))
    return { entries: read.entries ?? [], problems };
  return { entries: byLayout.entries, problems: [...problems.slice(0, 1), ...byLayout.problems] };
}
function parse(text, file) {
  const { entries, problems } = readEntries(text, file);
  const reader = new JmhJsonReader(file);
  for (const entry of entries) reader.readEntry(entry);
  return {
    context: reader.context ?? { tool: { name: "jmh" } },
    benchmarks: reader.collector.benchmarks(),
    problems: [...problems, ...reader.problems].sort((a, b) => a.line - b.line)
  };
}
function detect7(sniff) {
  const head = sniff.head.trimStart();
  if (!head.startsWith("[")) return 0;
  if (head.includes('"jmhVersion"')) return 0.95;
  if (head.includes('"primaryMetric"') && head.includes('"benchmark"')) return 0.85;
  return 0;
}
var jmhJsonFormat = { kind: "document", name: "jmh-json", detect: detect7, parse };

// src/formats/jmh-log.ts
var ITERATION = /^(# Warmup )?Iteration +(\d{1,9}): (.*)$/;
var SECONDARY = /^ {4,}([^\s:][^:]{0,200}): +(\S.*)$/;
var FORK = /^# (Warmup )?Fork: (?:\d+ of (\d+)|N\/A)/;
var VM_FAILURE = /^<(forked VM failed with exit code -?\d+|failed to invoke the VM.*|host VM has been interrupted.*)>$/;
var ITERATION_COUNT = /^(\d+) iterations?, (.+?) each/;
var JmhRunLog = class {
  constructor(file, decimals) {
    this.file = file;
    this.decimals = decimals;
  }
  file;
  decimals;
  problems = [];
  runs = /* @__PURE__ */ new Map();
  /** Context facts from the first benchmark's header. */
  facts = {};
  config = {};
  sawHeader = false;
  header = { line: 0, params: {} };
  warmupFork = false;
  lastIteration;
  fork;
  pendingFailure;
  /** Takes one line; returns false when the line is not part of the run log. */
  push(line, lineNo) {
    if (this.pendingFailure && line.trim() !== "") {
      const isReason = !line.startsWith("#") && !line.startsWith("Iteration ");
      this.flushFailure(isReason ? line.trim() : void 0);
      if (isReason) return true;
    }
    if (this.lastIteration) {
      const m = SECONDARY.exec(line);
      if (m) {
        this.addSecondary(this.lastIteration, m[1], m[2], lineNo);
        return true;
      }
      this.lastIteration = void 0;
    }
    if (line.startsWith("# ")) return this.pushHeader(line, lineNo);
    if (line.startsWith("Iteration ")) return this.pushIteration(line, lineNo);
    const vm = VM_FAILURE.exec(line);
    if (vm) {
      this.pendingFailure = { run: this.currentRun(), line: lineNo, where: "its forked VM" };
      this.flushFailure(vm[1]);
      return true;
    }
    return false;
  }
  /** Reports a "<failure>" whose reason never came (output cut short). */
  finish() {
    if (this.pendingFailure) this.flushFailure(void 0);
  }
  pushHeader(line, lineNo) {
    const colon = line.indexOf(": ");
    const key = colon < 0 ? line.slice(2) : line.slice(2, colon);
    const value = colon < 0 ? "" : line.slice(colon + 2);
    switch (key) {
      case "JMH version":
        this.sawHeader = true;
        this.header = { line: lineNo, params: {} };
        this.fork = void 0;
        this.facts.jmhVersion ??= value.trim();
        return true;
      case "VM version":
        this.readVmVersion(value);
        return true;
      case "Warmup":
      case "Measurement":
        this.readIterationConfig(key === "Warmup" ? "warmup" : "measurement", value);
        return true;
      case "Threads": {
        const threads = Number.parseInt(value, 10);
        if (Number.isFinite(threads)) this.config.threads ??= threads;
        return true;
      }
      case "Benchmark mode":
        this.header.mode = modeOfLongLabel(value);
        return true;
      case "Benchmark":
        this.header = { ...this.header, benchmark: value.trim(), line: lineNo, params: {} };
        return true;
      case "Parameters":
        this.readParameters(value, lineNo);
        return true;
      case "Run progress":
        if (/^\d+,\d+%/.test(value)) this.decimals.observe(",");
        else if (/^\d+\.\d+%/.test(value)) this.decimals.observe(".");
        return true;
    }
    const fork = FORK.exec(line);
    if (fork) {
      this.warmupFork = fork[1] !== void 0;
      const which = line.slice(line.indexOf(": ") + 2).split(",")[0];
      this.fork = fork[2] === void 0 ? "the host VM" : `${this.warmupFork ? "warmup fork" : "fork"} ${which}`;
      if (!this.warmupFork && fork[2] !== void 0) this.config.forks ??= Number(fork[2]);
      return true;
    }
    return line.startsWith("# Warmup Iteration") ? this.pushIteration(line, lineNo) : true;
  }
  readVmVersion(value) {
    const parts = value.split(", ");
    if (parts.length < 3 || !parts[0].startsWith("JDK ")) return;
    this.facts.jdkVersion ??= parts[0].slice(4);
    this.facts.vmName ??= parts.slice(1, -1).join(", ");
    this.facts.vmVersion ??= parts[parts.length - 1];
  }
  readIterationConfig(kind, value) {
    if (`${kind}Iterations` in this.config) return;
    if (value.trim() === "<none>") {
      this.config[`${kind}Iterations`] = 0;
      return;
    }
    const m = ITERATION_COUNT.exec(value);
    if (!m) return;
    this.config[`${kind}Iterations`] = Number(m[1]);
    this.config[`${kind}Time`] = m[2];
  }
  readParameters(value, lineNo) {
    const inner = value.trim().replace(/^\(/, "").replace(/\)$/, "");
    const params = parseParameterList(inner);
    if (params) this.header.params = params;
    else this.problem(lineNo, `cannot read the parameters "${clip4(value)}"`);
  }
  currentRun() {
    const h = this.header;
    if (h.benchmark === void 0) return void 0;
    const key = JSON.stringify([h.benchmark, Object.entries(h.params), h.mode ?? null]);
    let run = this.runs.get(key);
    if (!run) {
      run = {
        benchmark: h.benchmark,
        params: h.params,
        mode: h.mode,
        line: h.line,
        secondary: /* @__PURE__ */ new Map(),
        failed: false
      };
      this.runs.set(key, run);
    }
    return run;
  }
  pushIteration(line, lineNo) {
    const m = ITERATION.exec(line);
    if (!m) {
      this.problem(lineNo, `cannot read the iteration line "${clip4(line, 60)}"`);
      return true;
    }
    const warmup = m[1] !== void 0;
    const run = this.currentRun();
    if (m[3].trim() === "<failure>") {
      const fork = this.fork ? ` of ${this.fork}` : "";
      const where = `${warmup ? "warmup " : ""}iteration ${m[2]}${fork}`;
      this.pendingFailure = { run, line: lineNo, where };
      return true;
    }
    if (warmup || this.warmupFork) return true;
    if (!run) {
      this.problem(lineNo, 'iteration result before any "# Benchmark:" header');
      return true;
    }
    run.primary = this.addValue(run.primary, m[3], lineNo, "iteration");
    this.lastIteration = run;
    return true;
  }
  addSecondary(run, label, value, lineNo) {
    if (value.startsWith("<")) return;
    const before = run.secondary.get(label);
    const after = this.addValue(before, value, lineNo, `"${label}"`);
    if (after) run.secondary.set(label, after);
  }
  /** Adds "12.5 ops/s", "12.5 ±(99.9%) 0.3 us/op" or "≈ 10⁻⁹ s/op" to a metric. */
  addValue(metric, text, lineNo, what) {
    const tokens = text.trim().split(/ +/);
    const { value, used } = readScore(tokens, 0, this.decimals);
    let rest = tokens.slice(used);
    if (rest[0] === "±(99.9%)") rest = rest.slice(2);
    if (value.kind === "invalid" || rest.length !== 1) {
      this.problem(
        lineNo,
        `cannot read the ${what} value "${clip4(text, 60)}"${value.kind === "invalid" ? `: ${value.reason}` : ""}`
      );
      return metric;
    }
    const unit = rest[0];
    const target = metric ?? { unit, samples: [] };
    if (target.unit !== unit) {
      this.problem(
        lineNo,
        `${what} unit ${unit} differs from ${target.unit} earlier in this benchmark; value left out`
      );
      return target;
    }
    if (value.kind === "approximate" && value.power !== void 0) {
      target.approximateLine ??= lineNo;
    } else if (!Number.isFinite(value.value)) {
      this.problem(lineNo, `${what} value ${tokens[0]} is not a finite number; left out`);
    } else {
      target.samples.push(value.value);
    }
    return target;
  }
  flushFailure(reason) {
    const f = this.pendingFailure;
    this.pendingFailure = void 0;
    if (!f.run) {
      this.problem(
        f.line,
        `a benchmark failed before any "# Benchmark:" header${reason ? `: ${reason}` : ""}`
      );
      return;
    }
    if (f.run.failed) return;
    f.run.failed = true;
    const params = Object.entries(f.run.params).map(([k, v]) => `${k}=${v}`);
    const label = `${f.run.benchmark}${params.length ? ` [${params.join(" ")}]` : ""}${f.run.mode ? ` (${f.run.mode})` : ""}`;
    this.problem(f.line, `benchmark ${label} failed in ${f.where}${reason ? `: ${clip4(reason, 200)}` : ""}`);
  }
  problem(line, message2) {
    this.problems.push({ file: this.file, line, message: message2 });
  }
};

// src/formats/jmh-table.ts
var PARAM_HEADER = /^\(([A-Za-z_$][\w$]*)\)$/;
var TRAILING_COLUMNS = ["Mode", "Cnt", "Score", "Error", "Units"];
function tokenize(line) {
  const tokens = [];
  const re = /\S+/g;
  for (let m = re.exec(line); m; m = re.exec(line))
    tokens.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return tokens;
}
function parseTableHeader(line) {
  if (!line.startsWith("Benchmark ")) return void 0;
  const tokens = tokenize(line);
  const n = tokens.length;
  if (n < 1 + TRAILING_COLUMNS.length) return void 0;
  if (!TRAILING_COLUMNS.every((col, i) => tokens[n - TRAILING_COLUMNS.length + i].text === col))
    return void 0;
  const params = [];
  for (const t of tokens.slice(1, n - TRAILING_COLUMNS.length)) {
    const m = PARAM_HEADER.exec(t.text);
    if (!m) return void 0;
    params.push({ name: m[1], end: t.end });
  }
  return { params };
}
function parseTableRow(line, lineNo, layout, decimals) {
  const tokens = tokenize(line);
  let i = tokens.length - 1;
  if (i < 3) return "too few columns for a result row";
  const unit = tokens[i--].text;
  let error;
  if (tokens[i - 1]?.text === "±") {
    const parsed = decimals.parse(tokens[i].text);
    if (parsed.kind !== "exact")
      return parsed.kind === "invalid" ? `Error ${parsed.reason}` : "Error is not a number";
    error = parsed.value;
    i -= 2;
  }
  const scoreAt = tokens[i - 1]?.text === "≈" ? i - 1 : i;
  const { value: score } = readScore(
    tokens.map((t) => t.text),
    scoreAt,
    decimals
  );
  if (score.kind === "invalid") return `Score ${score.reason}`;
  i = scoreAt - 1;
  let cnt;
  if (i > 0 && /^\d{1,15}$/.test(tokens[i].text)) cnt = Number(tokens[i--].text);
  if (i < 1 || !JMH_MODES.has(tokens[i].text))
    return `expected a mode (${[...JMH_MODES].join(", ")}) before the Cnt and Score columns`;
  const mode = tokens[i].text;
  const params = readParams(line, tokens.slice(0, i), layout);
  if (typeof params === "string") return params;
  const full = tokens[0].text;
  const colon = full.indexOf(":");
  return {
    line: lineNo,
    benchmark: colon < 0 ? full : full.slice(0, colon),
    ...colon < 0 ? {} : { label: full.slice(colon + 1) },
    params,
    mode,
    ...cnt !== void 0 ? { cnt } : {},
    score,
    ...error !== void 0 ? { error } : {},
    unit
  };
}
function readParams(line, head, layout) {
  const values = [];
  if (head.length - 1 === layout.params.length) {
    for (const t of head.slice(1)) values.push(t.text);
  } else {
    let from = head[0].end;
    for (const col of layout.params) {
      const value = line.slice(from, col.end).trim();
      if (value === "" || col.end > (head[head.length - 1]?.end ?? 0)) {
        return `expected ${layout.params.length} param columns, found ${head.length - 1} values`;
      }
      values.push(value);
      from = col.end;
    }
  }
  const params = {};
  layout.params.forEach((col, k) => {
    if (values[k] !== "N/A") params[col.name] = values[k];
  });
  return params;
}

// src/formats/jmh-text-merge.ts
function mergeTableAndLog(file, rows, runs, sawTable) {
  const problems = [];
  const collector = new BenchmarkCollector();
  const index = indexRuns(runs);
  const used = /* @__PURE__ */ new Set();
  for (const row of rows) {
    const run = findRun(index, row);
    if (run) used.add(run);
    const logged = row.label === void 0 ? run?.primary : run?.secondary.get(row.label);
    const value = metricOfRow(file, row, logged, problems);
    if (!value) continue;
    const { suite, name } = splitBenchmarkName(row.benchmark);
    collector.add({ suite, name, params: row.params, mode: row.mode }, [value]);
  }
  let unmatched = 0;
  for (const list of index.values()) {
    for (const run of list) {
      if (used.has(run) || run.failed && sawTable) continue;
      if (sawTable)
        problems.push({
          file,
          line: run.line,
          message: `${describeRun(run)} has iteration results but no row in the summary table`
        });
      if (addLoggedRun(collector, file, run, problems)) unmatched++;
    }
  }
  if (!sawTable && unmatched > 0) {
    problems.push({
      file,
      line: 0,
      message: `no summary table: the JMH run did not complete; kept the iteration results of ${unmatched} benchmark(s) under their full names`
    });
  }
  return { benchmarks: collector.benchmarks(), problems };
}
function indexRuns(runs) {
  const index = /* @__PURE__ */ new Map();
  for (const run of runs) {
    const key = `${classAndMethod(run.benchmark)}|${run.mode ?? ""}`;
    const list = index.get(key);
    if (list) list.push(run);
    else index.set(key, [run]);
  }
  return index;
}
function findRun(index, row) {
  const candidates = index.get(`${classAndMethod(row.benchmark)}|${row.mode}`) ?? [];
  return candidates.find(
    (run) => sameParams(run.params, row.params) && isDenseNameOf(row.benchmark, run.benchmark)
  );
}
function sameParams(a, b) {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[k] === a[k]);
}
function describeParams(params) {
  const list = Object.entries(params).map(([k, v]) => `${k}=${v}`);
  return list.length ? ` [${list.join(" ")}]` : "";
}
function describeRun(run) {
  return `${run.benchmark}${describeParams(run.params)}${run.mode ? ` (${run.mode})` : ""}`;
}
function describeRow(row) {
  return `${row.benchmark}${row.label !== void 0 ? `:${row.label}` : ""}${describeParams(row.params)} (${row.mode})`;
}
function metricOfRow(file, row, logged, problems) {
  const what = describeRow(row);
  const summary = summaryOf2(row.score, row.error, row.cnt ?? 1);
  if (!summary) {
    problems.push({
      file,
      line: row.line,
      message: `score of ${what} is ${row.score.kind === "invalid" ? "invalid" : row.score.value}; no summary kept`
    });
  }
  let samples = [];
  if (logged && logged.unit !== row.unit) {
    problems.push({
      file,
      line: row.line,
      message: `${what}: iterations are in ${logged.unit} but the table in ${row.unit}; iteration values left out`
    });
  } else if (logged?.approximateLine !== void 0) {
    problems.push({
      file,
      line: logged.approximateLine,
      message: `iteration values of ${what} are printed only as powers of ten ("≈ 10ⁿ ${row.unit}"); kept the table's summary, no samples (choose a finer time unit with -tu)`
    });
  } else if (logged) {
    samples = logged.samples;
  }
  if (!summary && samples.length === 0) return void 0;
  return {
    unit: row.unit,
    ...row.label !== void 0 ? { name: metricNameOfLabel(row.label) } : {},
    samples,
    ...summary ? { summary } : {}
  };
}
function addLoggedRun(collector, file, run, problems) {
  const values = [];
  const push = (m, label) => {
    if (!m) return;
    if (m.approximateLine !== void 0) {
      problems.push({
        file,
        line: m.approximateLine,
        message: `iteration values of ${describeRun(run)}${label !== void 0 ? ` "${label}"` : ""} are printed only as powers of ten; left out`
      });
    } else if (m.samples.length > 0) {
      values.push({
        unit: m.unit,
        ...label !== void 0 ? { name: metricNameOfLabel(label) } : {},
        samples: m.samples
      });
    }
  };
  push(run.primary);
  for (const [label, m] of run.secondary) push(m, label);
  if (values.length === 0) return false;
  const { suite, name } = splitBenchmarkName(run.benchmark);
  collector.add({ suite, name, params: run.params, ...run.mode ? { mode: run.mode } : {} }, values);
  return true;
}

// src/formats/jmh-text.ts
var MAX_LINE4 = 64 * 1024;
var JmhTextParser = class {
  constructor(file) {
    this.file = file;
    this.log = new JmhRunLog(file, this.decimals);
  }
  file;
  decimals = new DecimalSeparator();
  log;
  problems = [];
  rows = [];
  layout;
  sawTable = false;
  nonBlank = 0;
  push(line, lineNo) {
    if (line.trim() !== "") this.nonBlank++;
    if (line.length > MAX_LINE4) {
      if (this.layout || line.startsWith("Iteration "))
        this.problem(lineNo, `line of ${line.length} characters is too long to be a JMH result`);
      return;
    }
    if (this.layout) {
      this.pushRow(line, lineNo);
      return;
    }
    const layout = parseTableHeader(line);
    if (layout) {
      this.layout = layout;
      this.sawTable = true;
      return;
    }
    this.log.push(line, lineNo);
  }
  pushRow(line, lineNo) {
    if (line.trim() === "") {
      this.layout = void 0;
      return;
    }
    const row = parseTableRow(line, lineNo, this.layout, this.decimals);
    if (typeof row === "string")
      this.problem(lineNo, `cannot read the table row "${clip4(line.trim(), 80)}": ${row}`);
    else this.rows.push(row);
  }
  finish() {
    this.log.finish();
    const merged = mergeTableAndLog(this.file, this.rows, this.log.runs.values(), this.sawTable);
    const problems = [...this.log.problems, ...this.problems, ...merged.problems].sort(
      (a, b) => a.line - b.line
    );
    if (this.nonBlank === 0)
      problems.push({ file: this.file, line: 0, message: "empty input: no JMH output" });
    else if (!this.sawTable && !this.log.sawHeader) {
      problems.push({
        file: this.file,
        line: 0,
        message: 'no JMH output found: neither a "# JMH version:" header nor a summary table'
      });
    }
    return { context: this.context(), benchmarks: merged.benchmarks, problems };
  }
  context() {
    const { jmhVersion, ...vm } = this.log.facts;
    const context = {
      tool: { name: "jmh", ...jmhVersion !== void 0 ? { version: String(jmhVersion) } : {} },
      ...vm
    };
    if (Object.keys(this.log.config).length > 0) context.jmh = { ...this.log.config };
    return context;
  }
  problem(line, message2) {
    this.problems.push({ file: this.file, line, message: message2 });
  }
};
function detect8(sniff) {
  if (/^# JMH version: /m.test(sniff.head)) return 0.95;
  if (/^Benchmark {2,}.*\bMode +Cnt +Score +Error +Units *$/m.test(sniff.head)) return 0.9;
  if (/^(?:# Warmup )?Iteration +\d+: /m.test(sniff.head)) return 0.5;
  return 0;
}
var jmhTextFormat = {
  kind: "lines",
  name: "jmh-text",
  detect: detect8,
  start: (file) => new JmhTextParser(file)
};

// src/formats/libtest.ts
var MAX_LINE5 = 4096;
var NUMBER2 = "([0-9][0-9,]{0,30}(?:\\.[0-9]{1,20})?)";
var RESULT = new RegExp(
  `^bench: {0,40}${NUMBER2} ([A-Za-z\\u00b5]{1,10})/iter \\(\\+/- ${NUMBER2}\\)(?: = ${NUMBER2} MB/s)?$`
);
var RUNNING_TESTS = /^running ([0-9]{1,9}) (?:tests?|benchmarks?)$/;
var MEASURED = /; ([0-9]{1,9}) measured;/;
var RUNNING_TARGET = /^ {0,16}Running (.{1,2000})$/;
var PANIC2 = /^thread '[^']{0,200}'.{0,40} panicked at /;
var ERROR = /^error(?:\[E[0-9]{1,5}\])?: /;
var BINARY3 = /[\x00-\x08\x0b\x0c\x0e-\x1a\x1c-\x1f\ufffd]/;
var libtestFormat = {
  kind: "lines",
  name: "libtest",
  detect: detect9,
  start: (file) => new LibtestParser(file)
};
var LibtestParser = class {
  constructor(file) {
    this.file = file;
  }
  file;
  collector = new BenchmarkCollector();
  problems = [];
  suite = "";
  /** The open "running N tests" block, whose `test result:` line is still to come. */
  section;
  /** A panic's problem, waiting for the message Rust prints on the next line. */
  panic;
  /** The line of cargo's last `Running` line, until output of that target follows. */
  targetLine;
  sawText = false;
  push(raw, lineNo) {
    const panic = this.panic;
    this.panic = void 0;
    if (raw.trim() !== "") this.sawText = true;
    if (raw.length > MAX_LINE5) {
      if (raw.startsWith("test "))
        this.problem(lineNo, `line of ${raw.length} characters is too long for a libtest result`);
      return;
    }
    if (BINARY3.test(raw)) return this.problem(lineNo, "binary data, not text output");
    const line = raw.trimEnd();
    if (line.startsWith("test result: ")) return this.closeSection(line, lineNo);
    if (line.startsWith("test ")) {
      this.targetLine = void 0;
      return this.readTest(line, lineNo);
    }
    const running2 = RUNNING_TESTS.exec(line);
    if (running2) {
      this.targetLine = void 0;
      return this.openSection(lineNo);
    }
    const target = RUNNING_TARGET.exec(line);
    if (target) {
      this.suite = targetName(target[1]);
      this.targetLine = lineNo;
      return;
    }
    if (PANIC2.test(line) || ERROR.test(line)) {
      this.problem(lineNo, clip5(line, 300));
      if (PANIC2.test(line)) this.panic = this.problems[this.problems.length - 1];
      return;
    }
    if (panic && line.trim() !== "") panic.message = clip5(`${panic.message} ${line.trim()}`, 500);
    else if (panic) this.panic = panic;
  }
  finish() {
    if (this.section)
      this.problem(this.section.line, "no `test result:` line after these tests (output cut short?)");
    if (this.targetLine !== void 0) {
      this.problem(
        this.targetLine,
        "cargo ran this bench target but no test output followed (output cut short, or it crashed?)"
      );
    }
    this.section = void 0;
    this.targetLine = void 0;
    if (this.collector.size === 0) {
      this.problem(
        0,
        this.sawText ? "no libtest bench results found" : "empty input: no libtest bench results"
      );
    }
    return {
      context: { tool: { name: "libtest" } },
      benchmarks: this.collector.benchmarks(),
      problems: this.problems
    };
  }
  readTest(line, lineNo) {
    const at = line.indexOf(" ... ", 5);
    const bare = at < 0 && line.endsWith(" ...");
    if (at < 0 && !bare) return this.problem(lineNo, `unrecognized libtest line: ${clip5(line)}`);
    const name = line.slice(5, bare ? line.length - 4 : at).trim();
    const outcome = bare ? "" : line.slice(at + 5).trim();
    if (outcome === "ok" || outcome.startsWith("ok ") || outcome === "ignored" || outcome.startsWith("ignored,"))
      return;
    if (outcome.startsWith("FAILED"))
      return this.problem(lineNo, `benchmark ${JSON.stringify(clip5(name))} FAILED`);
    if (!outcome.startsWith("bench:")) {
      const what = outcome === "" ? "no outcome (output cut short?)" : `an unrecognized outcome: ${clip5(outcome)}`;
      return this.problem(lineNo, `libtest line for ${JSON.stringify(clip5(name))} has ${what}`);
    }
    const m = RESULT.exec(outcome);
    if (!m)
      return this.problem(
        lineNo,
        `could not read libtest result of ${JSON.stringify(clip5(name))}: ${clip5(outcome)}`
      );
    this.addResult(name, m);
    if (this.section) this.section.measured++;
  }
  addResult(name, m) {
    const median2 = Number(m[1].replace(/,/g, ""));
    const range2 = Number(m[3].replace(/,/g, ""));
    const summary = {
      center: median2,
      low: Math.max(0, median2 - range2),
      high: median2 + range2,
      n: NaN,
      confidence: NaN
    };
    const values = [{ unit: `${m[2]}/iter`, samples: [], summary }];
    if (m[4] !== void 0) {
      const mbs = Number(m[4].replace(/,/g, ""));
      values.push({
        unit: "MB/s",
        samples: [],
        summary: { center: mbs, low: mbs, high: mbs, n: NaN, confidence: NaN }
      });
    }
    this.collector.add({ suite: this.suite, name, params: {} }, values);
  }
  openSection(lineNo) {
    if (this.section)
      this.problem(this.section.line, "no `test result:` line after these tests (output cut short?)");
    this.section = { line: lineNo, measured: 0 };
  }
  /** libtest's count of measured benchmarks must match the results read, or some were lost. */
  closeSection(line, lineNo) {
    const section = this.section;
    this.section = void 0;
    const measured = MEASURED.exec(line);
    if (!measured) return this.problem(lineNo, `could not read libtest summary: ${clip5(line)}`);
    const read = section?.measured ?? 0;
    if (section && Number(measured[1]) !== read) {
      this.problem(lineNo, `libtest measured ${measured[1]} benchmarks but ${read} results were read`);
    }
  }
  problem(line, message2) {
    this.problems.push({ file: this.file, line, message: message2 });
  }
};
function targetName(what) {
  let binary = what.trim();
  const open2 = binary.lastIndexOf("(");
  if (binary.endsWith(")") && open2 >= 0) binary = binary.slice(open2 + 1, -1);
  binary = binary.replace(/`/g, "").split(" ")[0];
  const base = binary.slice(Math.max(binary.lastIndexOf("/"), binary.lastIndexOf("\\")) + 1);
  return base.replace(/\.exe$/, "").replace(/-[0-9a-f]{16}$/, "");
}
function clip5(text, max = 120) {
  return text.length <= max ? text : `${text.slice(0, max)}...`;
}
function detect9(sniff) {
  for (const line of sniff.head.split("\n", 5e3)) {
    if (line.length > MAX_LINE5 || !line.startsWith("test ")) continue;
    const at = line.indexOf(" ... ", 5);
    if (at > 0 && RESULT.test(line.slice(at + 5).trim())) return 0.9;
  }
  return 0;
}

// src/formats/pytest-benchmark.ts
var UNIT3 = "s";
var WHAT4 = "a pytest-benchmark JSON file (--benchmark-json)";
var pytestBenchmarkFormat = {
  kind: "document",
  name: "pytest-benchmark",
  detect: detect10,
  parse(text, file) {
    const doc = readJsonEntries(text, file, "benchmarks", WHAT4);
    const problems = [...doc.problems];
    if (doc.root !== void 0 && doc.entries === void 0) {
      problems.push({ file, line: 0, message: `expected field "benchmarks" (an array): not ${WHAT4}` });
    }
    const collector = new BenchmarkCollector();
    for (const entry of doc.entries ?? []) {
      const message2 = addEntry2(entry.value, collector);
      if (message2 !== void 0) problems.push({ file, line: entry.line, message: message2 });
    }
    return { context: contextOf3(doc.members), benchmarks: collector.benchmarks(), problems };
  }
};
function addEntry2(entry, collector) {
  if (!isRecord(entry)) return `benchmarks entry is not an object: ${describeValue(entry)}`;
  const rawName = entry.name;
  if (typeof rawName !== "string" || rawName === "")
    return 'benchmarks entry: expected field "name" (a string)';
  const stats = entry.stats;
  if (!isRecord(stats)) return `benchmark ${quote(rawName)}: expected field "stats" (an object)`;
  const param = typeof entry.param === "string" ? entry.param : void 0;
  const params = paramsOf2(entry.params);
  const name = stripParam(rawName, params ? param : void 0);
  const suite = suiteOf(typeof entry.fullname === "string" ? entry.fullname : "", param);
  const identity = { suite, name, params: params ?? {} };
  if (Array.isArray(stats.data) && stats.data.length > 0) {
    const samples = stats.data.filter((x) => finiteNumber(x) !== void 0);
    collector.add(identity, [{ unit: UNIT3, samples }]);
    const bad = stats.data.length - samples.length;
    return bad > 0 ? `benchmark ${quote(rawName)}: ${bad} of ${stats.data.length} values in "stats.data" are not numbers` : void 0;
  }
  const mean = finiteNumber(stats.mean);
  const stddev = finiteNumber(stats.stddev);
  const rounds = finiteNumber(stats.rounds);
  if (mean === void 0 || stddev === void 0 || rounds === void 0) {
    return `benchmark ${quote(rawName)}: expected "stats.data" (an array of times) or numbers "stats.mean", "stats.stddev" and "stats.rounds"`;
  }
  collector.add(identity, [
    {
      unit: UNIT3,
      summary: { center: mean, low: mean - stddev, high: mean + stddev, n: rounds, confidence: Number.NaN }
    }
  ]);
  return void 0;
}
function paramsOf2(raw) {
  if (!isRecord(raw)) return void 0;
  const out = {};
  for (const [k, v] of Object.entries(raw)) out[k] = paramText(v);
  return out;
}
function stripParam(name, param) {
  if (param === void 0) return name;
  const suffix = `[${param}]`;
  return name.endsWith(suffix) && name.length > suffix.length ? name.slice(0, -suffix.length) : name;
}
function suiteOf(fullname, param) {
  const bare = param !== void 0 && fullname.endsWith(`[${param}]`) ? fullname.slice(0, -param.length - 2) : fullname;
  const at = bare.lastIndexOf("::");
  return at < 0 ? "" : bare.slice(0, at);
}
function contextOf3(members) {
  const context = { tool: { name: "pytest-benchmark" } };
  if (typeof members.version === "string")
    context.tool = { name: "pytest-benchmark", version: members.version };
  const info = members.machine_info;
  if (isRecord(info)) context.machine = machineOf(info);
  const commit = members.commit_info;
  if (isRecord(commit)) {
    if (typeof commit.id === "string") context.commit = commit.id;
    if (typeof commit.branch === "string") context.ref = commit.branch;
  }
  if (typeof members.datetime === "string") context.time = members.datetime;
  return context;
}
function machineOf(info) {
  const machine = {};
  if (typeof info.system === "string") machine.os = info.system;
  if (typeof info.machine === "string") machine.arch = info.machine;
  const cpu = isRecord(info.cpu) ? info.cpu : {};
  const brand = cpu.brand_raw ?? cpu.brand;
  if (typeof brand === "string") machine.cpu = brand;
  const cores = finiteNumber(cpu.count);
  if (cores !== void 0) machine.cores = cores;
  if (typeof info.python_version === "string") {
    const impl = typeof info.python_implementation === "string" ? `${info.python_implementation} ` : "";
    machine.python = `${impl}${info.python_version}`;
  }
  return machine;
}
function detect10(sniff) {
  const head = sniff.head;
  if (!head.trimStart().startsWith("{")) return 0;
  const hasBenchmarks = head.includes('"benchmarks"');
  if (head.includes('"machine_info"') && (hasBenchmarks || head.includes('"commit_info"'))) return 0.95;
  if (hasBenchmarks && head.includes('"fullname"') && head.includes('"stats"')) return 0.85;
  return 0;
}

// src/formats/registry.ts
var SNIFFABLE_FORMATS = [
  benchgateJsonFormat,
  goJsonFormat,
  goFormat,
  jmhJsonFormat,
  jmhTextFormat,
  cargoCriterionJsonFormat,
  criterionTextFormat,
  libtestFormat,
  benchmarkjsFormat,
  pytestBenchmarkFormat,
  googleBenchmarkFormat,
  hyperfineFormat,
  gabJsonFormat
];
var DIRECTORY_FORMAT = criterionDirFormat;
var FORMAT_NAMES = [
  "benchgate",
  "go",
  "go-json",
  "jmh-text",
  "jmh-json",
  "criterion-text",
  "criterion-dir",
  "cargo-criterion-json",
  "libtest",
  "benchmarkjs",
  "pytest-benchmark",
  "google-benchmark",
  "hyperfine",
  "gab-json",
  "pattern"
];
function isFormatName(s) {
  return FORMAT_NAMES.includes(s);
}
function findSniffableFormat(name) {
  return SNIFFABLE_FORMATS.find((f) => f.name === name);
}

// src/formats/read.ts
var SNIFF_BYTES = 64 * 1024;
var MAX_DOCUMENT_BYTES = 256 * 1024 * 1024;
var InputError = class extends Error {
  constructor(file, message2) {
    super(`${file}: ${message2}`);
    this.file = file;
  }
  file;
};
async function readBenchmarkInput(path2, options = {}) {
  if (path2 === "-") return readStream("-", await bufferHead(process.stdin), options);
  let info;
  try {
    info = await stat3(path2);
  } catch (err) {
    throw new InputError(path2, `cannot read: ${err.code ?? String(err)}`);
  }
  if (info.isDirectory()) {
    if (options.format && options.format !== "auto" && options.format !== "criterion-dir") {
      throw new InputError(path2, `is a directory; only --format criterion-dir reads directories`);
    }
    return { file: path2, format: DIRECTORY_FORMAT.name, ...await DIRECTORY_FORMAT.parseDirectory(path2) };
  }
  const head = await readHead(path2);
  const format = chooseFormat(path2, head, options);
  if (typeof format === "string") return failed(path2, 0, format);
  if (format.kind === "document") {
    if (info.size > MAX_DOCUMENT_BYTES) {
      return failed(path2, 0, `${format.name} file of ${info.size} bytes is over the ${MAX_DOCUMENT_BYTES} byte limit`);
    }
    const text = await readFile2(path2, "utf8");
    return { file: path2, format: format.name, ...format.parse(text, path2) };
  }
  return { file: path2, format: format.name, ...await parseLineStream(format, createReadStream(path2), path2) };
}
async function readStream(file, buffered, options) {
  const format = chooseFormat(file, buffered.head, options);
  if (typeof format === "string") {
    buffered.rest.resume();
    return failed(file, 0, format);
  }
  if (format.kind === "document") {
    const chunks = [];
    let size = 0;
    for await (const c of buffered.rest) {
      size += c.length;
      if (size > MAX_DOCUMENT_BYTES) return failed(file, 0, `input is over the ${MAX_DOCUMENT_BYTES} byte limit`);
      chunks.push(c);
    }
    return { file, format: format.name, ...format.parse(Buffer.concat(chunks).toString("utf8"), file) };
  }
  return { file, format: format.name, ...await parseLineStream(format, buffered.rest, file) };
}
async function parseLineStream(format, input, file) {
  const parser = format.start(file);
  const problems = [];
  let binaryRun;
  const flushBinary = () => {
    if (!binaryRun) return;
    const { from, to } = binaryRun;
    const where = from === to ? `line ${from}` : `lines ${from}-${to}`;
    problems.push({ file, line: from, message: `binary data skipped (${where})` });
    binaryRun = void 0;
  };
  await streamLines(input, {
    line(text, lineNo) {
      if (looksBinary(text)) {
        binaryRun = binaryRun ? { from: binaryRun.from, to: lineNo } : { from: lineNo, to: lineNo };
        return;
      }
      flushBinary();
      parser.push(text, lineNo);
    },
    overlong(lineNo, chars) {
      flushBinary();
      problems.push({ file, line: lineNo, message: `line of ${chars} characters skipped (limit ${MAX_LINE_CHARS})` });
    }
  });
  flushBinary();
  const parsed = parser.finish();
  return { ...parsed, problems: [...problems, ...parsed.problems].sort((a, b) => a.line - b.line) };
}
function chooseFormat(file, head, options) {
  const wanted = options.format ?? "auto";
  const patterns = options.patternFormats ?? [];
  if (wanted === "pattern") {
    if (patterns.length === 0) return 'format "pattern" needs a patterns file (--patterns FILE)';
    return detectFormat({ file, head }, patterns)?.format ?? patterns[0];
  }
  if (wanted !== "auto") {
    if (wanted === "criterion-dir") return 'format "criterion-dir" reads a directory, not a file';
    return findSniffableFormat(wanted) ?? `unknown format "${wanted}"`;
  }
  if (head.length === 0) return "empty input: no benchmark results";
  const found = detectFormat({ file, head }, [...patterns, ...SNIFFABLE_FORMATS]);
  if (found) return found.format;
  if (looksBinary(head)) return "binary data, not benchmark output";
  return "no known benchmark format recognised (use --format to name one)";
}
function failed(file, line, message2) {
  return { file, context: {}, benchmarks: [], problems: [{ file, line, message: message2 }] };
}
async function readHead(path2) {
  const handle = await open(path2, "r");
  try {
    const buf = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buf, 0, SNIFF_BYTES, 0);
    return buf.subarray(0, bytesRead).toString("utf8");
  } finally {
    await handle.close();
  }
}
async function bufferHead(stream) {
  const chunks = [];
  let size = 0;
  const iterator = stream[Symbol.asyncIterator]();
  while (size < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) break;
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(String(next.value));
    chunks.push(chunk);
    size += chunk.length;
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    yield head;
    for (; ; ) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head: head.subarray(0, SNIFF_BYTES).toString("utf8"), rest: Readable.from(all()) };
}

// src/cli/errors.ts
var EXIT = {
  ok: 0,
  /** compare/run: a regression was found. */
  regression: 1,
  /** Usage error, or no usable input at all. */
  usage: 2,
  /** Some input was skipped (problems were listed), the rest was used. */
  partial: 3
};
var UsageError = class extends Error {
};

// src/cli/compare-command.ts
import { writeFile as writeFile2 } from "node:fs/promises";

// src/stats/caveats.ts
function caveatMessage(c) {
  switch (c.kind) {
    case "too-few-samples":
      return `need ${c.op} ${c.need} samples for confidence interval at level ${formatGoFloat(c.level)}`;
    case "too-few-samples-for-alpha":
      return `need >= ${c.need} samples to detect a difference at alpha level ${formatGoFloat(c.alpha)}`;
    case "all-samples-equal":
      return "all samples are equal";
    case "empty-sample":
      return "sample is empty";
    case "nan-values":
      return `ignored ${c.count} NaN ${c.count === 1 ? "value" : "values"}`;
    case "welch-too-few-samples":
      return `need >= ${c.need} measurements per side for a t-test, have ${c.have}`;
    case "missing-error":
      return "no error interval reported; cannot derive a standard error";
    case "zero-error":
      return "error interval is zero; the t-test is degenerate";
    case "unknown-confidence":
      return "confidence level of the error interval is unknown";
    case "non-positive-centers":
      return `summaries must be >0 to compute geomean; left out ${c.count} ${c.count === 1 ? "row" : "rows"}`;
    case "benchmark-set-differs":
      return "benchmark set differs from baseline; geomeans may not be comparable";
  }
}
function formatGoFloat(x) {
  if (Number.isNaN(x)) return "NaN";
  if (x === Infinity) return "+Inf";
  if (x === -Infinity) return "-Inf";
  if (x === 0) return Object.is(x, -0) ? "-0" : "0";
  const [mantissa, exponentText] = x.toExponential().split("e");
  const exponent = Number(exponentText);
  if (exponent < -4 || exponent >= 6) {
    const sign = exponent < 0 ? "-" : "+";
    return `${mantissa}e${sign}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  return String(x);
}

// src/stats/special.ts
var LN_SQRT_2PI = 0.9189385332046728;
var SQRT_PI = 1.772453850905516;
var EPS = 2220446049250313e-31;
var TINY = 1e-300;
function stirlingCorrection(x) {
  const r = 1 / x;
  const r2 = r * r;
  const coefficients = [1 / 156, -691 / 360360, 1 / 1188, -1 / 1680, 1 / 1260, -1 / 360, 1 / 12];
  let sum = 0;
  for (const c of coefficients) sum = sum * r2 + c;
  return sum * r;
}
function logGamma(x) {
  if (Number.isNaN(x) || x <= 0) return Number.NaN;
  if (x === Infinity) return Infinity;
  if (x >= 10) return (x - 0.5) * Math.log(x) - x + LN_SQRT_2PI + stirlingCorrection(x);
  let product = 1;
  let y = x;
  while (y < 10) {
    product *= y;
    y += 1;
  }
  return logGamma(y) - Math.log(product);
}
function logBeta(a, b) {
  if (Number.isNaN(a) || Number.isNaN(b) || a <= 0 || b <= 0) return Number.NaN;
  const p = Math.min(a, b);
  const q = Math.max(a, b);
  if (p >= 10) {
    const corr = stirlingCorrection(p) + stirlingCorrection(q) - stirlingCorrection(p + q);
    return -0.5 * Math.log(q) + LN_SQRT_2PI + corr + (p - 0.5) * Math.log(p / (p + q)) + q * Math.log1p(-p / (p + q));
  }
  if (q >= 10) {
    const corr = stirlingCorrection(q) - stirlingCorrection(p + q);
    return logGamma(p) + corr + p - p * Math.log(p + q) + (q - 0.5) * Math.log1p(-p / (p + q));
  }
  return logGamma(p) + logGamma(q) - logGamma(p + q);
}
function choose(n, k) {
  if (k < 0 || k > n) return 0;
  const m = Math.min(k, n - k);
  let result = 1;
  for (let i = 1; i <= m; i++) {
    result = result * (n - m + i) / i;
  }
  return result;
}
function betaContinuedFraction(x, a, b) {
  const maxIterations = 1e5;
  let c = 1;
  let d = 1 - (a + b) * x / (a + 1);
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= maxIterations; m++) {
    const m2 = 2 * m;
    let num = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
    d = 1 + num * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + num / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    num = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
    d = 1 + num * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + num / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) return h;
  }
  throw new Error(`incomplete beta continued fraction did not converge for x=${x}, a=${a}, b=${b}`);
}
function incompleteBetaFromLogs(x, y, lnX, lnY, a, b) {
  if ([x, y, lnX, lnY].some(Number.isNaN) || !(a > 0) || !(b > 0)) return Number.NaN;
  if (lnX === -Infinity) return 0;
  if (lnY === -Infinity) return 1;
  const front = Math.exp(a * lnX + b * lnY - logBeta(a, b));
  if (x < (a + 1) / (a + b + 2)) return front * betaContinuedFraction(x, a, b) / a;
  return 1 - front * betaContinuedFraction(y, b, a) / b;
}
function erfcNonNegative(z, z2) {
  if (z2 < 1.5) return 1 - erfSeries(z, z2);
  if (z2 > 750) return 0;
  const a = 0.5;
  let b = z2 + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i <= 1e4; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) break;
  }
  return Math.exp(-z2) * z * h / SQRT_PI;
}
function erfSeries(z, z2) {
  let term = 1;
  let sum = 1;
  for (let n = 1; n < 500; n++) {
    term *= z2 / (n + 0.5);
    sum += term;
    if (term < sum * EPS) break;
  }
  return 2 * z * Math.exp(-z2) / SQRT_PI * sum;
}
function erfcOfHalfSquare(x) {
  const a = Math.abs(x);
  return erfcNonNegative(a / Math.SQRT2, a * a / 2);
}

// src/stats/binomial.ts
var MIN_NORMAL = 22250738585072014e-324;
function binomialPmf(k, n, p) {
  const ki = Math.floor(k);
  if (Number.isNaN(k) || Number.isNaN(p) || ki < 0 || ki > n) return 0;
  if (p === 0) return ki === 0 ? 1 : 0;
  if (p === 1) return ki === n ? 1 : 0;
  const coefficient = choose(n, ki);
  const powers = Math.pow(p, ki) * Math.pow(1 - p, n - ki);
  if (Number.isFinite(coefficient) && powers >= MIN_NORMAL && coefficient * powers >= MIN_NORMAL) {
    return coefficient * powers;
  }
  const logPmf = logGamma(n + 1) - logGamma(ki + 1) - logGamma(n - ki + 1) + ki * Math.log(p) + (n - ki) * Math.log1p(-p);
  return Math.exp(logPmf);
}

// src/stats/normal.ts
var LN_SQRT_2PI2 = 0.9189385332046728;
function normalPdf(x) {
  return Math.exp(-(x * x) / 2 - LN_SQRT_2PI2);
}
function normalCdf(x) {
  if (Number.isNaN(x)) return Number.NaN;
  const tail = erfcOfHalfSquare(x) / 2;
  return x < 0 ? tail : 1 - tail;
}
var A = [
  -39.69683028665376,
  220.9460984245205,
  -275.9285104469687,
  138.357751867269,
  -30.66479806614716,
  2.506628277459239
];
var B = [
  -54.47609879822406,
  161.5858368580409,
  -155.6989798598866,
  66.80131188771972,
  -13.28068155288572
];
var C = [
  -0.007784894002430293,
  -0.3223964580411365,
  -2.400758277161838,
  -2.549732539343734,
  4.374664141464968,
  2.938163982698783
];
var D = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
var P_LOW = 0.02425;
function acklamLowerHalf(p) {
  if (p < P_LOW) {
    const q2 = Math.sqrt(-2 * Math.log(p));
    return (((((C[0] * q2 + C[1]) * q2 + C[2]) * q2 + C[3]) * q2 + C[4]) * q2 + C[5]) / ((((D[0] * q2 + D[1]) * q2 + D[2]) * q2 + D[3]) * q2 + 1);
  }
  const q = p - 0.5;
  const r = q * q;
  return (((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q / (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1);
}
function normalQuantile(p) {
  if (Number.isNaN(p) || p < 0 || p > 1) return Number.NaN;
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  if (p === 0.5) return 0;
  if (p > 0.5) return -normalQuantile(1 - p);
  let x = acklamLowerHalf(p);
  for (let i = 0; i < 3; i++) {
    const e = normalCdf(x) - p;
    if (e === 0) break;
    const u = Math.sign(e) * Math.exp(Math.log(Math.abs(e)) + x * x / 2 + LN_SQRT_2PI2);
    const next = x - u / (1 + x * u / 2);
    if (!Number.isFinite(next)) break;
    if (Math.abs(next - x) <= 1e-16 * Math.abs(x)) {
      x = next;
      break;
    }
    x = next;
  }
  return x;
}

// src/stats/median-ci.ts
var EXACT_LIMIT = 30;
function quantileInterval(n, q, confidence) {
  const base = { quantile: q, n };
  if (confidence >= 1) return { ...base, confidence: 1, loOrder: 0, hiOrder: n + 1, ambiguous: false };
  const found = n <= EXACT_LIMIT ? exactBand(n, q, confidence) : approximateBand(n, q, confidence);
  return {
    ...base,
    confidence: found.confidence,
    loOrder: Math.max(found.l, 0),
    hiOrder: Math.min(found.r, n + 1),
    ambiguous: found.ambiguous
  };
}
function exactBand(n, q, confidence) {
  const pmf = (k) => binomialPmf(k, n, q);
  const preferLeft = (lp2, rp2, left, right) => q === 0.5 && left + right === n && n in GO_CHOOSE_TIES ? goPrefersLeft(n, left, right) : lp2 >= rp2;
  const mode = q === 0 ? 0 : Math.ceil((n + 1) * q) - 1;
  let accum = pmf(mode);
  let l = mode;
  let r = mode + 1;
  let lp = pmf(l - 1);
  let rp = pmf(r);
  let ambiguous = rp === accum;
  while (accum < confidence && (lp > 0 || rp > 0)) {
    ambiguous = lp === rp;
    if (preferLeft(lp, rp, l - 1, r)) {
      accum += lp;
      l--;
      lp = pmf(l - 1);
    } else {
      accum += rp;
      r++;
      rp = pmf(r);
    }
  }
  return { l, r, confidence: accum, ambiguous };
}
var GO_CHOOSE_TIES = {
  21: "==<=<=><>==",
  22: "==<=<=><>=<",
  23: "==<=<=><>=>=",
  24: "==<=<=><>=><",
  25: "==<=<=><>=<=>",
  26: "==<=<=><>=<==",
  27: "==<=<=><>=<<=<",
  28: "==<=<=><>=<=<<",
  29: "==<=<<<<>=<==<=",
  30: "==<=<<<<<=<==<<"
};
function goPrefersLeft(n, left, right) {
  const k = Math.min(left, right);
  const relation = GO_CHOOSE_TIES[n][k];
  return left === k ? relation !== "<" : relation !== ">";
}
function approximateBand(n, q, confidence) {
  const mu = n * q;
  const sigma = Math.sqrt(n * q * (1 - q));
  const l1 = mu + sigma * normalQuantile((1 - confidence) / 2);
  const r1 = 2 * mu - l1;
  const l = Math.floor(l1 - 0.5) + 1;
  let r = Math.ceil(r1 - 0.5) + 1;
  const coverage = (lo, hi) => normalCdf((hi - 0.5 - mu) / sigma) - normalCdf((lo - 0.5 - mu) / sigma);
  let achieved = coverage(l, r);
  let ambiguous = false;
  const biased = coverage(l, r - 1);
  if (biased >= confidence && biased < achieved) {
    achieved = biased;
    ambiguous = true;
    r -= 1;
  }
  if (l <= 0 && r >= n + 1) {
    achieved = 1;
    ambiguous = false;
  }
  return { l, r, confidence: achieved, ambiguous };
}
function samplesNeededForMedianInterval(confidence) {
  const limit = 50;
  for (let n = 2; n <= limit; n++) {
    const ci = quantileInterval(n, 0.5, confidence);
    if (ci.loOrder > 0 && ci.hiOrder <= n) return { op: ">=", n };
  }
  return { op: ">", n: limit };
}

// src/stats/sample.ts
function createSample(values) {
  const kept = values.filter((v) => !Number.isNaN(v));
  kept.sort((a, b) => a - b);
  return { values: kept, nanCount: values.length - kept.length };
}
function asSample(input) {
  return isSortedSample(input) ? input : createSample(input);
}
function isSortedSample(input) {
  return !Array.isArray(input);
}
function quantile(input, q) {
  const xs = asSample(input).values;
  if (xs.length === 0 || Number.isNaN(q)) return Number.NaN;
  if (q <= 0) return xs[0];
  if (q >= 1) return xs[xs.length - 1];
  const h = 1 / 3 + q * (xs.length + 1 / 3);
  const k = Math.floor(h);
  if (k <= 0) return xs[0];
  if (k >= xs.length) return xs[xs.length - 1];
  return xs[k - 1] + (h - k) * (xs[k] - xs[k - 1]);
}
function median(input) {
  return quantile(input, 0.5);
}
function summarizeMedian(input, level = 0.95) {
  if (!(level >= 0 && level <= 1)) throw new RangeError(`confidence level must be in [0, 1], got ${level}`);
  const sample = asSample(input);
  const xs = sample.values;
  const n = xs.length;
  const caveats = [];
  if (sample.nanCount > 0) caveats.push({ kind: "nan-values", count: sample.nanCount });
  if (n === 0) caveats.push({ kind: "empty-sample" });
  const ci = quantileInterval(n, 0.5, level);
  const low = ci.loOrder < 1 ? -Infinity : xs[ci.loOrder - 1];
  const high = ci.hiOrder - 1 >= n ? Infinity : xs[ci.hiOrder - 1];
  if (n > 0 && (low === -Infinity || high === Infinity)) {
    const needed = samplesNeededForMedianInterval(level);
    caveats.push({ kind: "too-few-samples", op: needed.op, need: needed.n, have: n, level });
  }
  return { center: median(sample), low, high, level, confidence: ci.confidence, n, caveats };
}

// src/stats/u-distribution.ts
function lowerTailProbability(groupSizes, m, cap) {
  const total = groupSizes.reduce((a, b) => a + b, 0);
  if (m < 0 || m > total) throw new RangeError(`cannot choose ${m} of ${total} items`);
  if (cap < 0) return 0;
  const limit = Math.floor(cap);
  const width2 = limit + 1;
  const ways = new Float64Array((m + 1) * width2);
  ways[0] = 1;
  let before = 0;
  for (const size of groupSizes) {
    const weights = binomialRow(size);
    const after = total - before - size;
    const jMax = Math.min(m, before);
    const jMin = Math.max(0, m - after - size);
    for (let j = jMax; j >= jMin; j--) {
      const row = j * width2;
      const unchosenBefore = before - j;
      const rMax = Math.min(size, m - j);
      for (let r = Math.max(1, m - after - j); r <= rMax; r++) {
        const step = r * (2 * unchosenBefore + (size - r));
        if (step > limit) continue;
        const target = (j + r) * width2;
        const weight = weights[r];
        for (let s = 0; s + step <= limit; s++) {
          const v = ways[row + s];
          if (v !== 0) ways[target + s + step] += v * weight;
        }
      }
    }
    before += size;
  }
  let count = 0;
  const last = m * width2;
  for (let s = 0; s <= limit; s++) count += ways[last + s];
  return Math.min(1, count / choose(total, m));
}
function binomialRow(n) {
  const row = [1];
  for (let r = 1; r <= n; r++) row.push(row[r - 1] * (n - r + 1) / r);
  return row;
}

// src/stats/mann-whitney.ts
var EXACT_LIMIT2 = 50;
var EXACT_TIES_LIMIT = 25;
function rank(x1, x2) {
  const merged = [...x1.map((v) => ({ v, first: true })), ...x2.map((v) => ({ v, first: false }))].sort(
    (a, b) => a.v - b.v
  );
  let rankSum1 = 0;
  const groups = [];
  for (let i = 0; i < merged.length; ) {
    const start = i;
    let fromFirst = 0;
    for (; i < merged.length && merged[i].v === merged[start].v; i++) if (merged[i].first) fromFirst++;
    rankSum1 += fromFirst * (start + 1 + i) / 2;
    groups.push(i - start);
  }
  const n1 = x1.length;
  return { u1: rankSum1 - n1 * (n1 + 1) / 2, groups, hasTies: groups.length < merged.length };
}
function mannWhitneyU(base, head, options = {}) {
  const alpha = options.alpha ?? 0.05;
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  const caveats = [];
  const x1 = base.filter((v) => !Number.isNaN(v));
  const x2 = head.filter((v) => !Number.isNaN(v));
  const nanCount = base.length - x1.length + head.length - x2.length;
  if (nanCount > 0) caveats.push({ kind: "nan-values", count: nanCount });
  const n1 = x1.length;
  const n2 = x2.length;
  if (n1 === 0 || n2 === 0) {
    return { p: 1, u: Number.NaN, n1, n2, alpha, caveats: [...caveats, { kind: "empty-sample" }] };
  }
  const ranked = rank(x1, x2);
  if (ranked.groups.length === 1) {
    return { p: 1, u: ranked.u1, n1, n2, alpha, caveats: [...caveats, { kind: "all-samples-equal" }] };
  }
  const limit = ranked.hasTies ? EXACT_TIES_LIMIT : EXACT_LIMIT2;
  const method = options.method !== "normal" && n1 <= limit && n2 <= limit ? "exact" : "normal";
  const p = method === "exact" ? exactP(ranked, n1, n2) : normalP(ranked, n1, n2);
  if (p > alpha) {
    const minP = minimumP(n1, n2);
    if (minP > alpha) {
      caveats.push({
        kind: "too-few-samples-for-alpha",
        need: samplesNeededForAlpha(alpha),
        alpha,
        n1,
        n2,
        minP
      });
    }
  }
  return { p, u: ranked.u1, n1, n2, alpha, method, caveats };
}
function exactP(ranked, n1, n2) {
  const u1 = ranked.u1;
  const u2 = n1 * n2 - u1;
  if (u1 === u2) return 1;
  if (!ranked.hasTies) {
    return Math.min(1, 2 * lowerTailProbability(ranked.groups, n1, 2 * Math.min(u1, u2)));
  }
  const lower = lowerTailProbability(ranked.groups, n1, 2 * u1);
  const upper = lowerTailProbability(ranked.groups, n2, 2 * u2);
  return Math.min(1, 2 * Math.min(lower, upper));
}
function normalP(ranked, n1, n2) {
  const n = n1 + n2;
  const tieSum = ranked.groups.reduce((acc, t) => acc + (t * t * t - t), 0);
  const mean = n1 * n2 / 2;
  const sd = Math.sqrt(n1 * n2 * (n + 1 - tieSum / (n * (n - 1))) / 12);
  let numerator = ranked.u1 - mean;
  numerator -= Math.sign(numerator) * 0.5;
  const z = numerator / sd;
  return Math.min(1, 2 * normalCdf(-Math.abs(z)));
}
function minimumP(n1, n2) {
  return Math.min(1, 2 / choose(n1 + n2, n1));
}
function samplesNeededForAlpha(alpha) {
  let n = 1;
  while (minimumP(n, n) > alpha) n++;
  return n;
}

// src/stats/quadrature.ts
var ORDER = 20;
function legendreRule(n) {
  const nodes = [];
  const weights = [];
  for (let i = 1; i <= n; i++) {
    let x = Math.cos(Math.PI * (i - 0.25) / (n + 0.5));
    let derivative = 0;
    for (let iteration = 0; iteration < 100; iteration++) {
      let p0 = 1;
      let p1 = x;
      for (let k = 2; k <= n; k++) {
        const p2 = ((2 * k - 1) * x * p1 - (k - 1) * p0) / k;
        p0 = p1;
        p1 = p2;
      }
      derivative = n * (x * p1 - p0) / (x * x - 1);
      const step = p1 / derivative;
      x -= step;
      if (Math.abs(step) < 1e-17) break;
    }
    nodes.push(x);
    weights.push(2 / ((1 - x * x) * derivative * derivative));
  }
  return { nodes, weights };
}
var RULE = legendreRule(ORDER);
function integrateGauss(f, a, b) {
  const half = (b - a) / 2;
  const mid = (a + b) / 2;
  let sum = 0;
  for (let i = 0; i < ORDER; i++) sum += RULE.weights[i] * f(mid + half * RULE.nodes[i]);
  return sum * half;
}

// src/stats/student-t.ts
function betaArguments(t, df) {
  const a = Math.abs(t);
  if (a > 1e150) {
    const lnX = Math.log(df) - 2 * Math.log(a);
    const x2 = Math.exp(lnX);
    return { x: x2, y: 1, lnX, lnY: Math.log1p(-x2) };
  }
  const t2 = a * a;
  const x = df / (df + t2);
  const y = t2 / (df + t2);
  return { x, y, lnX: -Math.log1p(t2 / df), lnY: y > 0.5 ? Math.log1p(-x) : Math.log(y) };
}
var LARGE_DF = 1e5;
function lowerTail(t, df) {
  if (t === 0) return 0.5;
  if (df > LARGE_DF) return integrateTail(Math.abs(t), df);
  const { x, y, lnX, lnY } = betaArguments(t, df);
  return incompleteBetaFromLogs(x, y, lnX, lnY, df / 2, 0.5) / 2;
}
function centralMass(t, df) {
  if (df > LARGE_DF) return integrateCenter(Math.abs(t), df);
  const { x, y, lnX, lnY } = betaArguments(t, df);
  return incompleteBetaFromLogs(y, x, lnY, lnX, 0.5, df / 2);
}
function log1pSquare(t, df) {
  const r = t * t / df;
  return r === Infinity ? 2 * Math.log(Math.abs(t)) - Math.log(df) : Math.log1p(r);
}
function logPdf(t, df) {
  return -0.5 * Math.log(df) - logBeta(df / 2, 0.5) - (df + 1) / 2 * log1pSquare(t, df);
}
function integrateTail(a, df) {
  const density = Math.exp(logPdf(a, df));
  if (density === 0) return 0;
  const h = (v) => Math.exp(-((df + 1) / 2) * Math.log1p((2 * a * v + v * v) / (df + a * a)));
  let sum = 0;
  let lo = 0;
  let width2 = 1 / (a + 1);
  for (let i = 0; i < 200; i++) {
    const hi = lo + width2;
    sum += integrateGauss(h, lo, hi);
    if (h(hi) * width2 < 1e-18 * sum) break;
    lo = hi;
    width2 *= 2;
  }
  return density * sum;
}
function integrateCenter(a, df) {
  if (a > 1) return 1 - 2 * integrateTail(a, df);
  return 2 * integrateGauss((s) => Math.exp(logPdf(s, df)), 0, a);
}
function tPdf(t, df) {
  if (Number.isNaN(t) || !(df > 0)) return Number.NaN;
  if (df === Infinity) return normalPdf(t);
  return Math.exp(logPdf(t, df));
}
function tTwoSidedP(t, df) {
  if (Number.isNaN(t) || !(df > 0)) return Number.NaN;
  if (df === Infinity) return 2 * normalCdf(-Math.abs(t));
  return Math.min(1, 2 * lowerTail(t, df));
}
function tQuantile(p, df) {
  if (Number.isNaN(p) || p < 0 || p > 1 || !(df > 0)) return Number.NaN;
  if (df === Infinity) return normalQuantile(p);
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  if (p === 0.5) return 0;
  if (p > 0.5) return -tQuantile(1 - p, df);
  return -solveMagnitude(p, df);
}
function solveMagnitude(p, df) {
  const useTail = p < 0.25;
  const target = Math.log(useTail ? p : 1 - 2 * p);
  const g = (u2) => {
    const t = Math.exp(u2);
    const density = t * tPdf(t, df);
    if (useTail) {
      const tail = lowerTail(t, df);
      return { value: target - Math.log(tail), slope: density / tail };
    }
    const mass = centralMass(t, df);
    return { value: Math.log(mass) - target, slope: 2 * density / mass };
  };
  let lo = -60;
  let hi = 709;
  if (g(hi).value < 0) return Infinity;
  if (g(lo).value > 0) return (0.5 - p) / tPdf(0, df);
  const z = -normalQuantile(p);
  let u = Math.log(Math.max(z * (1 + (z * z + 1) / (4 * df)), 1e-20));
  for (let i = 0; i < 400; i++) {
    const { value, slope } = g(u);
    if (value === 0) return Math.exp(u);
    if (value > 0) hi = u;
    else lo = u;
    let next = u - value / slope;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (Math.abs(next - u) <= 1e-15 * Math.max(1, Math.abs(u)) || hi - lo <= 1e-15 * Math.max(1, Math.abs(u))) {
      return Math.exp(next);
    }
    u = next;
  }
  return Math.exp(u);
}

// src/stats/welch.ts
function standardErrorFromInterval(halfWidth, n, confidence) {
  if (!(n >= 2) || !(confidence > 0 && confidence < 1) || !(halfWidth >= 0)) return Number.NaN;
  return halfWidth / -tQuantile((1 - confidence) / 2, n - 1);
}
function checkSide(s) {
  const caveats = [];
  if (!(s.n >= 2)) caveats.push({ kind: "welch-too-few-samples", have: s.n, need: 2 });
  const halfWidth = (s.high - s.low) / 2;
  if (!Number.isFinite(halfWidth) || halfWidth < 0) caveats.push({ kind: "missing-error" });
  if (!(s.confidence > 0 && s.confidence < 1)) caveats.push({ kind: "unknown-confidence" });
  return caveats;
}
function distinct(caveats) {
  const seen = /* @__PURE__ */ new Set();
  return caveats.filter((c) => {
    const key = JSON.stringify(c);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
function welchTest(base, head) {
  const caveats = distinct([...checkSide(base), ...checkSide(head)]);
  const failed2 = (seBase2 = Number.NaN, seHead2 = Number.NaN) => ({
    p: Number.NaN,
    t: Number.NaN,
    df: Number.NaN,
    seBase: seBase2,
    seHead: seHead2,
    caveats
  });
  if (caveats.length > 0) return failed2();
  const seBase = standardErrorFromInterval((base.high - base.low) / 2, base.n, base.confidence);
  const seHead = standardErrorFromInterval((head.high - head.low) / 2, head.n, head.confidence);
  if (seBase === 0 || seHead === 0) caveats.push({ kind: "zero-error" });
  const vBase = seBase * seBase;
  const vHead = seHead * seHead;
  const v = vBase + vHead;
  if (v === 0) return failed2(seBase, seHead);
  const t = (head.center - base.center) / Math.sqrt(v);
  const df = v * v / (vBase * vBase / (base.n - 1) + vHead * vHead / (head.n - 1));
  return { p: tTwoSidedP(t, df), t, df, seBase, seHead, caveats };
}

// src/stats/fdr.ts
function benjaminiHochberg(pValues) {
  const tested = [];
  pValues.forEach((p, index) => {
    if (p === void 0 || p === null || Number.isNaN(p)) return;
    if (!(p >= 0 && p <= 1)) throw new RangeError(`p-value #${index} is outside [0, 1]: ${p}`);
    tested.push({ index, p });
  });
  const out = pValues.slice();
  const m = tested.length;
  tested.sort((a, b) => a.p - b.p || a.index - b.index);
  let running2 = 1;
  for (let rank2 = m; rank2 >= 1; rank2--) {
    const { index, p } = tested[rank2 - 1];
    running2 = Math.min(running2, m * p / rank2);
    out[index] = Math.max(running2, p);
  }
  return out;
}

// src/stats/geomean.ts
function geomean(values) {
  if (values.length === 0) return Number.NaN;
  let meanLog = 0;
  for (let i = 0; i < values.length; i++) {
    const x = values[i];
    if (!(x > 0)) return Number.NaN;
    meanLog += (Math.log(x) - meanLog) / (i + 1);
  }
  return Math.exp(meanLog);
}
var usable = (x) => x === void 0 || Number.isFinite(x) && x > 0;
function summarizeGeomean(rows) {
  const caveats = [];
  const kept = rows.filter(
    (r) => usable(r.base) && usable(r.head) && (r.base !== void 0 || r.head !== void 0)
  );
  const dropped = rows.filter((r) => !(usable(r.base) && usable(r.head))).length;
  if (dropped > 0) caveats.push({ kind: "non-positive-centers", count: dropped });
  if (rows.some((r) => r.base === void 0 !== (r.head === void 0))) {
    caveats.push({ kind: "benchmark-set-differs" });
  }
  const bases = kept.flatMap((r) => r.base === void 0 ? [] : [r.base]);
  const heads = kept.flatMap((r) => r.head === void 0 ? [] : [r.head]);
  const ratios = kept.flatMap(
    (r) => r.base === void 0 || r.head === void 0 ? [] : [r.base === r.head ? 1 : r.head / r.base]
  );
  return {
    base: geomean(bases),
    head: geomean(heads),
    ratio: geomean(ratios),
    pairs: ratios.length,
    caveats
  };
}

// src/stats/change.ts
function relativeChange(base, head) {
  if (base === head) return 0;
  if (base === 0) return Number.NaN;
  return head / base - 1;
}

// src/compare/match.ts
function matchBenchmarks(base, head) {
  const baseByKey = /* @__PURE__ */ new Map();
  for (const b of base) baseByKey.set(benchmarkKey(b), b);
  const seen = /* @__PURE__ */ new Set();
  const pairs = [];
  const lone = [];
  for (const h of head) {
    const key = benchmarkKey(h);
    seen.add(key);
    const b = baseByKey.get(key);
    if (!b) {
      lone.push({ benchmark: h, side: "head" });
      continue;
    }
    pairs.push(...pairMetrics(b, h));
  }
  for (const b of base) {
    if (!seen.has(benchmarkKey(b))) lone.push({ benchmark: b, side: "base" });
  }
  return { pairs, lone };
}
function pairMetrics(base, head) {
  const baseMetrics = new Map(base.metrics.map((m) => [metricKey(m), m]));
  const out = [];
  const used = /* @__PURE__ */ new Set();
  head.metrics.forEach((m, i) => {
    const key = metricKey(m);
    used.add(key);
    out.push({ benchmark: head, base: baseMetrics.get(key), head: m, primary: i === 0 });
  });
  base.metrics.forEach((m, i) => {
    if (!used.has(metricKey(m))) out.push({ benchmark: head, base: m, primary: i === 0 && head.metrics.length === 0 });
  });
  return out;
}

// src/compare/hints.ts
var MORE_SAMPLES = {
  go: "raise -count (or benchgate rounds)",
  jmh: "more forks (-f) and iterations (-i)",
  criterion: "a larger sample_size or measurement_time",
  libtest: "more benchgate rounds",
  benchmarkjs: "a larger minSamples or maxTime"
};
function noiseHint(threshold, tool) {
  const more = (tool && MORE_SAMPLES[tool.split("-")[0]]) ?? "more rounds";
  return `too noisy to judge: the interval is wider than the ${formatPercent(threshold)} threshold; ${more}, pin the benchmark to idle CPUs, or stop other work on the machine`;
}
function formatPercent(f) {
  const pct = f * 100;
  return `${pct >= 10 ? pct.toFixed(0) : pct.toFixed(1)}%`;
}

// src/compare/glob.ts
function compileGlob(glob) {
  let source = "";
  let lastWasStar = false;
  for (const ch of glob) {
    if (ch === "*") {
      if (!lastWasStar) source += ".*";
      lastWasStar = true;
      continue;
    }
    lastWasStar = false;
    source += ch === "?" ? "." : ch.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`, "s");
}

// src/compare/policy.ts
var DEFAULT_POLICY = {
  alpha: 0.05,
  threshold: 0.05,
  rules: [],
  fdr: true,
  directions: {}
};
var ThresholdResolver = class {
  constructor(policy) {
    this.policy = policy;
    this.rules = policy.rules.map((r) => ({
      ...r.benchmark !== void 0 ? { match: compileGlob(r.benchmark) } : {},
      ...r.unit !== void 0 ? { unit: r.unit } : {},
      threshold: r.threshold
    }));
  }
  policy;
  rules;
  /** The glob is tried against the name alone and against "suite.name" and "suite/name". */
  thresholdFor(bench, unit) {
    for (const rule of this.rules) {
      if (rule.unit !== void 0 && rule.unit !== unit) continue;
      if (rule.match && !namesOf(bench).some((n) => rule.match.test(n))) continue;
      return rule.threshold;
    }
    return this.policy.threshold;
  }
};
function namesOf(b) {
  return b.suite ? [b.name, `${b.suite}.${b.name}`, `${b.suite}/${b.name}`] : [b.name];
}
function parsePercent(text) {
  const m = /^\s*([0-9]+(?:\.[0-9]+)?)\s*(%?)\s*$/.exec(text);
  if (!m) return void 0;
  const n = Number(m[1]);
  return m[2] === "%" || n > 1 ? n / 100 : n;
}

// src/compare/side-stats.ts
var LEVEL = 0.95;
function summarizeSide(metric) {
  if (metric.samples.length > 0) {
    const s = summarizeMedian(metric.samples, LEVEL);
    return {
      side: { center: s.center, low: s.low, high: s.high, n: s.n, source: "samples", confidence: LEVEL },
      caveats: s.caveats
    };
  }
  const t = metric.summary;
  if (t && Number.isFinite(t.center)) {
    return {
      side: { center: t.center, low: t.low, high: t.high, n: t.n, source: "summary", confidence: t.confidence },
      caveats: []
    };
  }
  return { caveats: [{ kind: "empty-sample" }] };
}
function testSides(base, head, alpha) {
  if (base.samples.length > 0 && head.samples.length > 0) {
    const r2 = mannWhitneyU(base.samples, head.samples, { alpha });
    const allEqual = r2.caveats.some((c) => c.kind === "all-samples-equal");
    if (allEqual) return { p: 1, method: "mann-whitney", caveats: r2.caveats };
    return { p: r2.method ? r2.p : Number.NaN, method: r2.method ? "mann-whitney" : void 0, caveats: r2.caveats };
  }
  const b = intervalOf(base);
  const h = intervalOf(head);
  if (!b || !h) return { p: Number.NaN, caveats: [{ kind: "empty-sample" }] };
  const r = welchTest(b, h);
  return { p: r.p, method: Number.isNaN(r.p) ? void 0 : "welch", caveats: r.caveats };
}
function intervalOf(m) {
  if (m.summary) return m.summary;
  const n = m.samples.length;
  if (n === 0) return void 0;
  const mean = m.samples.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { center: mean, low: mean, high: mean, n, confidence: LEVEL };
  const variance = m.samples.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1);
  const half = -tQuantile((1 - LEVEL) / 2, n - 1) * Math.sqrt(variance / n);
  return { center: mean, low: mean - half, high: mean + half, n, confidence: LEVEL };
}
function relativeSpread(side) {
  if (!side || !Number.isFinite(side.low) || !Number.isFinite(side.high) || side.center === 0) return void 0;
  const r = Math.max(side.high - side.center, side.center - side.low) / Math.abs(side.center);
  return Number.isFinite(r) ? r : void 0;
}

// src/compare/types.ts
var COMPARISON_SCHEMA = "benchgate/comparison@1";
var VERDICTS = ["regression", "improvement", "unchanged", "inconclusive", "added", "removed"];

// src/compare/summary.ts
function summarizeComparison(rows) {
  const counts = Object.fromEntries(VERDICTS.map((v) => [v, 0]));
  for (const r of rows) if (r.primary || r.verdict !== "added" && r.verdict !== "removed") counts[r.verdict]++;
  const waived = rows.filter((r) => r.verdict === "regression" && r.waived).length;
  const summary = {
    verdict: counts.regression > waived ? "regression" : counts.unchanged + counts.improvement + waived > 0 ? "pass" : "inconclusive",
    counts,
    waived,
    geomeans: geomeansByUnit(rows)
  };
  const worst = extreme(rows, "regression");
  const best = extreme(rows, "improvement");
  if (worst !== void 0) summary.worst = worst;
  if (best !== void 0) summary.best = best;
  return summary;
}
function geomeansByUnit(rows) {
  const groups = /* @__PURE__ */ new Map();
  for (const r of rows) {
    if (!r.base || !r.head) continue;
    const key = metricKey({ unit: r.unit, name: r.metric });
    let g = groups.get(key);
    if (!g) {
      g = { unit: r.unit, ...r.metric !== void 0 ? { metric: r.metric } : {}, rows: [] };
      groups.set(key, g);
    }
    g.rows.push({ base: r.base.center, head: r.head.center });
  }
  const lines = [];
  for (const g of groups.values()) {
    const s = summarizeGeomean(g.rows);
    if (s.pairs === 0) continue;
    lines.push({
      unit: g.unit,
      ...g.metric !== void 0 ? { metric: g.metric } : {},
      base: s.base,
      head: s.head,
      change: s.ratio - 1,
      pairs: s.pairs
    });
  }
  return lines;
}
function extreme(rows, verdict) {
  let found;
  let size = -Infinity;
  rows.forEach((r, i) => {
    if (r.verdict !== verdict || r.change === void 0) return;
    const magnitude = Math.abs(Math.log1p(r.change));
    if (magnitude > size) {
      size = magnitude;
      found = i;
    }
  });
  return found;
}

// src/compare/verdict.ts
function decideVerdict(v) {
  if (Number.isNaN(v.change)) return "inconclusive";
  const significant = v.q <= v.alpha;
  if (significant && Math.abs(v.change) > v.threshold) {
    const worse = v.direction === "smaller" ? v.change > 0 : v.change < 0;
    return worse ? "regression" : "improvement";
  }
  if (significant) return "unchanged";
  if (Number.isNaN(v.q) || v.underpowered || v.noisy) return "inconclusive";
  return "unchanged";
}

// src/compare/compare.ts
function compareResults(base, head, policy) {
  const thresholds = new ThresholdResolver(policy);
  const { pairs, lone } = matchBenchmarks(base.benchmarks, head.benchmarks);
  const tool = head.context.tool?.name ?? base.context.tool?.name;
  const pending = pairs.map((pair) => measurePair(pair, policy, thresholds, tool));
  const qs = policy.fdr ? benjaminiHochberg(pending.map((r) => r.row.p)) : pending.map((r) => r.row.p);
  const rows = pending.map(({ row, underpowered }, i) => {
    const q = qs[i] ?? Number.NaN;
    if (row.change === void 0) return row;
    const verdict = decideVerdict({
      direction: row.direction,
      change: row.change,
      q,
      alpha: policy.alpha,
      threshold: row.threshold,
      underpowered,
      noisy: row.noisy
    });
    return { ...row, ...Number.isNaN(q) ? {} : { q }, verdict };
  });
  for (const { benchmark, side } of lone) rows.push(...loneRows(benchmark, side, thresholds, policy));
  return {
    schema: COMPARISON_SCHEMA,
    policy,
    base: base.context,
    head: head.context,
    rows,
    summary: summarizeComparison(rows),
    problems: [...base.problems, ...head.problems]
  };
}
function measurePair(pair, policy, thresholds, tool) {
  const metric = pair.head ?? pair.base;
  const b = pair.benchmark;
  const row = {
    ...identityOf3(b),
    unit: metric.unit,
    ...metric.name !== void 0 ? { metric: metric.name } : {},
    direction: policy.directions[metric.unit] ?? metric.direction,
    primary: pair.primary,
    threshold: thresholds.thresholdFor(b, metric.unit),
    noisy: false,
    verdict: "inconclusive",
    notes: []
  };
  if (!pair.base || !pair.head) {
    row.notes.push(`metric ${metric.name ?? metric.unit} is only in ${pair.base ? "base" : "head"}`);
    return { row, underpowered: false };
  }
  const caveats = [];
  const baseSide = summarizeSide(pair.base);
  const headSide = summarizeSide(pair.head);
  caveats.push(...baseSide.caveats, ...headSide.caveats);
  if (baseSide.side) row.base = baseSide.side;
  if (headSide.side) row.head = headSide.side;
  if (!row.base || !row.head) {
    row.notes.push(...distinctMessages(caveats));
    return { row, underpowered: false };
  }
  row.change = relativeChange(row.base.center, row.head.center);
  const test = testSides(pair.base, pair.head, policy.alpha);
  caveats.push(...test.caveats);
  if (test.method) {
    row.test = test.method;
    row.p = test.p;
    if (!policy.fdr) row.q = test.p;
  }
  const spread = Math.max(relativeSpread(row.base) ?? 0, relativeSpread(row.head) ?? 0);
  row.noisy = spread > row.threshold;
  if (row.noisy) row.notes.push(noiseHint(row.threshold, tool));
  row.notes.push(...distinctMessages(caveats));
  return { row, underpowered: test.caveats.some((c) => c.kind === "too-few-samples-for-alpha") };
}
function loneRows(b, side, thresholds, policy) {
  return b.metrics.map((metric, i) => {
    const { side: summary, caveats } = summarizeSide(metric);
    return {
      ...identityOf3(b),
      unit: metric.unit,
      ...metric.name !== void 0 ? { metric: metric.name } : {},
      direction: policy.directions[metric.unit] ?? metric.direction,
      primary: i === 0,
      ...summary ? { [side]: summary } : {},
      threshold: thresholds.thresholdFor(b, metric.unit),
      noisy: false,
      verdict: side === "head" ? "added" : "removed",
      notes: distinctMessages(caveats)
    };
  });
}
function identityOf3(b) {
  return {
    suite: b.suite,
    name: b.name,
    params: b.params,
    ...b.procs !== void 0 ? { procs: b.procs } : {},
    ...b.mode !== void 0 ? { mode: b.mode } : {}
  };
}
function distinctMessages(caveats) {
  return [...new Set(caveats.map(caveatMessage))];
}

// src/model/merge.ts
function mergeResults(parts) {
  const collector = new BenchmarkCollector();
  const problems = [];
  let context = {};
  for (const part of parts) {
    context = mergeContext(context, part.context);
    for (const b of part.benchmarks) {
      collector.add(
        b,
        b.metrics.map((m) => ({
          unit: m.unit,
          name: m.name,
          direction: m.direction,
          samples: m.samples,
          summary: m.summary
        }))
      );
    }
    problems.push(...part.problems);
  }
  return createResults({ context, benchmarks: collector.benchmarks(), problems });
}
function mergeContext(into, from) {
  const out = { ...into };
  for (const [key, value] of Object.entries(from)) {
    if (value === void 0) continue;
    const existing = out[key];
    if (existing === void 0) out[key] = value;
    else if (isPlainObject(existing) && isPlainObject(value)) out[key] = { ...value, ...existing };
  }
  return out;
}
function isPlainObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

// src/inputs/load.ts
async function loadInputs(paths, options = {}) {
  const files = [];
  for (const path2 of paths) files.push(await readBenchmarkInput(path2, options));
  const results = mergeResults(files);
  const tool = files.find((f) => f.format)?.format;
  if (tool && !results.context.tool) results.context.tool = { name: tool };
  return { results, files };
}

// src/inputs/patterns.ts
import { readFile as readFile3 } from "node:fs/promises";

// src/formats/pattern-values.ts
var THOUSANDS_SEPARATORS = ["", ",", ".", " ", "'", "_"];
var PLAIN_NUMBER2 = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
function parseNumber(text, style, conversion) {
  const plain = toPlainNumber(text.trim(), style);
  if (plain === void 0) return void 0;
  const n = conversion ? applyConversion(plain, conversion) : Number(plain);
  return Number.isFinite(n) ? n : void 0;
}
function toPlainNumber(text, style) {
  let t = text;
  if (style.thousands !== "" && t.includes(style.thousands)) {
    const at = t.indexOf(style.decimal);
    const intPart = at < 0 ? t : t.slice(0, at);
    const groups = intPart.replace(/^[+-]/, "").split(style.thousands);
    if (!/^\d{1,3}$/.test(groups[0]) || groups.slice(1).some((g) => !/^\d{3}$/.test(g))) return void 0;
    t = intPart.split(style.thousands).join("") + t.slice(intPart.length);
  }
  if (style.decimal === ",") {
    if (t.includes(".")) return void 0;
    t = t.replace(",", ".");
  }
  return PLAIN_NUMBER2.test(t) ? t : void 0;
}
function applyConversion(plain, c) {
  if ("pow10" in c) {
    const m = /^(.*?)(?:[eE]([+-]?\d+))?$/.exec(plain);
    return Number(`${m[1]}e${Number(m[2] ?? 0) + c.pow10}`);
  }
  return "factor" in c ? Number(plain) * c.factor : Number(plain) / c.divisor;
}
var TIME = {
  ps: 1,
  ns: 1e3,
  us: 1e6,
  µs: 1e6,
  μs: 1e6,
  ms: 1e9,
  s: 1e12,
  sec: 1e12,
  min: 6e13,
  h: 36e14
};
var BYTES = {
  B: 1,
  bytes: 1,
  KB: 1e3,
  kB: 1e3,
  MB: 1e6,
  GB: 1e9,
  TB: 1e12,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3,
  TiB: 1024 ** 4
};
var BYTE_RATES = Object.fromEntries(
  Object.entries(BYTES).map(([u, f]) => [`${u}/s`, f])
);
var FAMILIES = [TIME, BYTES, BYTE_RATES];
function builtInConversions(unit) {
  const family = FAMILIES.find((f) => Object.hasOwn(f, unit));
  if (!family) return void 0;
  const target = family[unit];
  const conversions = /* @__PURE__ */ new Map();
  for (const [printed, f] of Object.entries(family)) conversions.set(printed, conversionOf(f, target));
  return conversions;
}
function conversionOf(from, to) {
  const up = from >= to;
  const ratio = up ? from / to : to / from;
  if (!Number.isInteger(ratio)) return { factor: from / to };
  if (/^10*$/.test(String(ratio))) return { pow10: (up ? 1 : -1) * (String(ratio).length - 1) };
  return up ? { factor: ratio } : { divisor: ratio };
}

// src/formats/pattern-spec.ts
var import_yaml = __toESM(require_dist(), 1);

// src/formats/pattern-regex-ast.ts
function parseRegexSource(source) {
  const parser = new RegexParser(source);
  const alts = parser.parseAlternatives();
  return alts;
}
var RegexParser = class {
  constructor(src) {
    this.src = src;
  }
  src;
  pos = 0;
  parseAlternatives() {
    const alts = [[]];
    while (this.pos < this.src.length) {
      const c = this.src[this.pos];
      if (c === ")") break;
      if (c === "|") {
        this.pos++;
        alts.push([]);
        continue;
      }
      alts[alts.length - 1].push(this.parseTerm());
    }
    return alts;
  }
  parseTerm() {
    const start = this.pos;
    const atom = this.parseAtom();
    if (atom.kind === "assert" || atom.kind === "group" && atom.look) return atom;
    const bounds = this.parseQuantifier();
    if (!bounds) return atom;
    return {
      kind: "repeat",
      node: atom,
      min: bounds[0],
      max: bounds[1],
      src: this.src.slice(start, this.pos)
    };
  }
  parseAtom() {
    const start = this.pos;
    const c = this.src[this.pos];
    if (c === "^" || c === "$") {
      this.pos++;
      return { kind: "assert", src: c };
    }
    if (c === "(") return this.parseGroup();
    if (c === "[") {
      this.skipClass();
      return { kind: "char", src: this.src.slice(start, this.pos) };
    }
    if (c === "\\") return this.parseEscape();
    const cp = this.src.codePointAt(this.pos);
    this.pos += cp > 65535 ? 2 : 1;
    return { kind: "char", src: this.src.slice(start, this.pos) };
  }
  parseGroup() {
    const start = this.pos;
    this.pos++;
    let look = false;
    if (this.src.startsWith("?:", this.pos)) this.pos += 2;
    else if (this.src.startsWith("?=", this.pos) || this.src.startsWith("?!", this.pos)) {
      this.pos += 2;
      look = true;
    } else if (this.src.startsWith("?<=", this.pos) || this.src.startsWith("?<!", this.pos)) {
      this.pos += 3;
      look = true;
    } else if (this.src.startsWith("?<", this.pos)) {
      this.pos = this.src.indexOf(">", this.pos) + 1;
    }
    const alts = this.parseAlternatives();
    this.pos++;
    return { kind: "group", alts, look, src: this.src.slice(start, this.pos) };
  }
  parseEscape() {
    const start = this.pos;
    this.pos++;
    const c = this.src[this.pos];
    if (c === "b" || c === "B") {
      this.pos++;
      return { kind: "assert", src: this.src.slice(start, this.pos) };
    }
    if (c >= "1" && c <= "9") {
      while (this.pos < this.src.length && /[0-9]/.test(this.src[this.pos])) this.pos++;
      return { kind: "backref", src: this.src.slice(start, this.pos) };
    }
    if (c === "k") {
      this.pos = this.src.indexOf(">", this.pos) + 1;
      return { kind: "backref", src: this.src.slice(start, this.pos) };
    }
    this.skipEscapeBody();
    return { kind: "char", src: this.src.slice(start, this.pos) };
  }
  /** Skips what follows a backslash (the backslash already consumed). */
  skipEscapeBody() {
    const c = this.src[this.pos];
    if ((c === "p" || c === "P" || c === "u") && this.src[this.pos + 1] === "{") {
      this.pos = this.src.indexOf("}", this.pos) + 1;
    } else if (c === "u") this.pos += 5;
    else if (c === "x") this.pos += 3;
    else if (c === "c") this.pos += 2;
    else {
      const cp = this.src.codePointAt(this.pos);
      this.pos += cp > 65535 ? 2 : 1;
    }
  }
  skipClass() {
    this.pos++;
    while (this.pos < this.src.length && this.src[this.pos] !== "]") {
      if (this.src[this.pos] === "\\") {
        this.pos++;
        this.skipEscapeBody();
      } else this.pos++;
    }
    this.pos++;
  }
  /** Reads a quantifier if one follows: [min, max]; max is Infinity when unbounded. */
  parseQuantifier() {
    const c = this.src[this.pos];
    let bounds;
    if (c === "*") bounds = [0, Infinity];
    else if (c === "+") bounds = [1, Infinity];
    else if (c === "?") bounds = [0, 1];
    if (bounds) this.pos++;
    else if (c === "{") {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.pos));
      if (!m) return void 0;
      this.pos += m[0].length;
      const min = Number(m[1]);
      const max = m[2] === void 0 ? min : m[3] === "" ? Infinity : Number(m[3]);
      bounds = [min, max];
    }
    if (bounds && this.src[this.pos] === "?") this.pos++;
    return bounds;
  }
};

// src/formats/pattern-regex-safety.ts
var MAX_REPEAT_CHAIN = 2;
var SMALL_CHOICE = 16;
var REPRESENTATIVES = [
  ...Array.from({ length: 128 }, (_, i) => String.fromCharCode(i)),
  " ",
  "µ",
  "μ",
  "é",
  "Ж",
  "中",
  "\u2028",
  "　",
  "\uFEFF",
  "😀"
];
var PROBES = ["Ͱ", "ا", "𐐀"];
var OTHER = 1n << BigInt(REPRESENTATIVES.length);
var ALL = (OTHER << 1n) - 1n;
var maskCache = /* @__PURE__ */ new Map();
function charMask(src) {
  let mask = maskCache.get(src);
  if (mask !== void 0) return mask;
  const re = new RegExp(`^(?:${src})$`, "u");
  mask = 0n;
  REPRESENTATIVES.forEach((c, i) => {
    if (re.test(c)) mask |= 1n << BigInt(i);
  });
  if (mask === 0n || PROBES.some((c) => re.test(c))) mask |= OTHER;
  maskCache.set(src, mask);
  return mask;
}
function findRegexHazard(source) {
  const alts = parseRegexSource(source);
  const top = { kind: "group", alts, look: false, src: source };
  return findBackreference(top) ?? findNestedRepeat(top, void 0) ?? findRepeatChain(alts);
}
function children(node) {
  if (node.kind === "group") return node.alts.flat();
  if (node.kind === "repeat") return [node.node];
  return [];
}
function findBackreference(node) {
  if (node.kind === "backref") {
    return `backreference "${node.src}" is not allowed: matching it can take exponential time`;
  }
  for (const child of children(node)) {
    const found = findBackreference(child);
    if (found) return found;
  }
  return void 0;
}
function repeatsMany(node) {
  return node.kind === "repeat" && node.max > 1;
}
function hasChoice(node) {
  return node.kind === "repeat" && node.max > node.min;
}
function findNestedRepeat(node, outer) {
  if (outer && hasChoice(node)) {
    return `nested quantifier: "${node.src}" is repeated inside "${outer.src}", which can take exponential time on a line that almost matches; repeat a single character class instead (e.g. [\\d,]+ with thousands: ',')`;
  }
  if (outer && node.kind === "group" && node.alts.length > 1 && branchesOverlap(node.alts)) {
    return `alternation "${node.src}" inside the repeat "${outer.src}" has branches that can match the same text, which can take exponential time; make the branches start with different characters`;
  }
  const nextOuter = outer ?? (repeatsMany(node) ? node : void 0);
  for (const child of children(node)) {
    const found = findNestedRepeat(child, nextOuter);
    if (found) return found;
  }
  return void 0;
}
function branchesOverlap(alts) {
  const firsts = alts.map(firstOf);
  if (firsts.some((f) => f.nullable)) return true;
  for (let i = 0; i < firsts.length; i++) {
    for (let j = i + 1; j < firsts.length; j++) if ((firsts[i].mask & firsts[j].mask) !== 0n) return true;
  }
  return false;
}
function firstOf(seq) {
  let mask = 0n;
  for (const node of seq) {
    const f = firstOfNode(node);
    mask |= f.mask;
    if (!f.nullable) return { mask, nullable: false };
  }
  return { mask, nullable: true };
}
function firstOfNode(node) {
  switch (node.kind) {
    case "char":
      return { mask: charMask(node.src), nullable: false };
    case "assert":
      return { mask: 0n, nullable: true };
    case "backref":
      return { mask: ALL, nullable: true };
    case "group": {
      if (node.look) return { mask: 0n, nullable: true };
      const fs2 = node.alts.map(firstOf);
      return { mask: fs2.reduce((m, f) => m | f.mask, 0n), nullable: fs2.some((f) => f.nullable) };
    }
    case "repeat": {
      const f = firstOfNode(node.node);
      return { mask: f.mask, nullable: f.nullable || node.min === 0 };
    }
  }
}
function allOf(node) {
  if (node.kind === "char") return charMask(node.src);
  return children(node).reduce((m, c) => m | allOf(c), 0n);
}
function findRepeatChain(alts) {
  for (const alt of alts) {
    const items = linearize(alt, false);
    if (!(alt[0]?.kind === "assert" && alt[0].src === "^")) {
      items.unshift({ star: true, mask: ALL, weight: 1, blocks: false, src: "the unanchored start" });
    }
    const chain = longestChain(items);
    if (chain.weight > MAX_REPEAT_CHAIN) {
      const names = chain.items.map((i) => i.src === "the unanchored start" ? i.src : `"${i.src}"`).join(", ");
      return `${chain.weight} repeats can match the same characters one after another (${names}), which takes about n^${chain.weight} steps on a long line that almost matches; anchor the regex with ^ and use narrower classes (e.g. \\S+ or [\\d.]+) or literal text between the repeats`;
    }
  }
  return void 0;
}
function linearize(seq, optional) {
  const items = [];
  for (const node of seq) items.push(...linearizeNode(node, optional));
  return items;
}
function linearizeNode(node, optional) {
  switch (node.kind) {
    case "char":
      return [{ star: false, mask: charMask(node.src), weight: 0, blocks: !optional, src: node.src }];
    case "assert":
    case "backref":
      return [];
    case "group": {
      const opt = optional || node.look;
      if (node.alts.length === 1) return linearize(node.alts[0], opt);
      const weights = node.alts.map((alt) => longestChain(linearize(alt, false)).weight);
      const weight = Math.max(...weights);
      const nullable = node.look || node.alts.map(firstOf).some((f) => f.nullable);
      return [
        {
          star: weight > 0,
          mask: allOf(node),
          weight,
          blocks: !opt && !nullable && weight === 0,
          src: node.src
        }
      ];
    }
    case "repeat": {
      if (node.max === Infinity || node.max - node.min > SMALL_CHOICE) {
        return [
          { star: true, mask: allOf(node.node), weight: 1, blocks: !optional && node.min > 0, src: node.src }
        ];
      }
      return linearizeNode(node.node, optional || node.min === 0);
    }
  }
}
function longestChain(items) {
  const best = [];
  let top = { weight: 0, items: [] };
  items.forEach((item, i) => {
    best[i] = { weight: item.weight, items: [item] };
    if (!item.star) return;
    for (let j = 0; j < i; j++) {
      const prev = items[j];
      if (!prev.star || (prev.mask & item.mask) === 0n) continue;
      const between = items.slice(j + 1, i);
      if (between.some((b) => b.blocks && (b.mask & prev.mask) === 0n)) continue;
      if (best[j].weight + item.weight > best[i].weight) {
        best[i] = { weight: best[j].weight + item.weight, items: [...best[j].items, item] };
      }
    }
    if (best[i].weight > top.weight) top = best[i];
  });
  return top;
}

// src/formats/pattern-spec-check.ts
var MAX_REGEX_SOURCE = 1e3;
var SpecChecker = class {
  constructor(source) {
    this.source = source;
  }
  source;
  problems = [];
  report(path2, message2) {
    this.problems.push({ file: this.source, line: 0, message: `${path2}: ${message2}` });
  }
  get count() {
    return this.problems.length;
  }
  /** The value as a mapping with only known keys, or undefined (reported). */
  mapping(value, path2, known) {
    if (!isMapping(value)) {
      this.report(path2, `expected a mapping, got ${describe(value)}`);
      return void 0;
    }
    for (const key of Object.keys(value)) {
      if (!known.includes(key)) this.report(`${path2}.${key}`, `unknown field (known: ${known.join(", ")})`);
    }
    return value;
  }
  /** The value as a list, or undefined (reported). Absent is [] unless required. */
  list(value, path2, what, required) {
    if (value === void 0 && !required) return [];
    if (!Array.isArray(value) || required && value.length === 0) {
      this.report(path2, `expected a ${required ? "non-empty " : ""}list of ${what}, got ${describe(value)}`);
      return void 0;
    }
    return value;
  }
  /** A string field; absent gives the fallback (or a problem when there is none). */
  string(value, path2, fallback, nonEmpty = true) {
    if (value === void 0 && fallback !== void 0) return fallback;
    if (typeof value !== "string" || nonEmpty && value === "") {
      this.report(path2, `expected a ${nonEmpty ? "non-empty " : ""}string, got ${describe(value)}`);
      return void 0;
    }
    return value;
  }
  /** One of the given strings. */
  choice(value, path2, choices, fallback) {
    if (value === void 0) return fallback;
    if (typeof value === "string" && choices.includes(value)) return value;
    this.report(
      path2,
      `expected one of ${choices.map((c) => JSON.stringify(c)).join(", ")}, got ${describe(value)}`
    );
    return void 0;
  }
  integer(value, path2, min, max, fallback) {
    if (value === void 0) return fallback;
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
      this.report(path2, `expected a whole number from ${min} to ${max}, got ${describe(value)}`);
      return void 0;
    }
    return value;
  }
  boolean(value, path2, fallback) {
    if (value === void 0) return fallback;
    if (typeof value !== "boolean") {
      this.report(path2, `expected true or false, got ${describe(value)}`);
      return void 0;
    }
    return value;
  }
  /** Compiles a user regex with the u flag after the safety checks. */
  regex(value, path2) {
    const source = this.string(value, path2);
    if (source === void 0) return void 0;
    if (source.length > MAX_REGEX_SOURCE) {
      this.report(path2, `regex is ${source.length} characters long; at most ${MAX_REGEX_SOURCE} are allowed`);
      return void 0;
    }
    let regex;
    try {
      regex = new RegExp(source, "u");
    } catch (e) {
      const hint = /Invalid escape|Lone quantifier|Incomplete quantifier/.test(String(e)) ? " (patterns are compiled with the u flag: escape only characters that have a meaning, such as \\. \\( \\[ \\{ \\$, and write a literal { as \\{)" : "";
      this.report(path2, `${e.message}${hint}`);
      return void 0;
    }
    const hazard = findRegexHazard(source);
    if (hazard) {
      this.report(path2, hazard);
      return void 0;
    }
    return regex;
  }
  /** A list of capture names, each of which must be in `captures`. */
  captureList(value, path2, captures) {
    const items = this.list(value, path2, "capture names", false);
    if (!items) return void 0;
    const before = this.count;
    items.forEach((item, i) => this.capture(item, `${path2}[${i}]`, captures));
    return this.count === before ? items : void 0;
  }
  /** A capture name that must be in `captures`. */
  capture(value, path2, captures) {
    const name = this.string(value, path2);
    if (name === void 0) return void 0;
    if (!captures.includes(name)) {
      this.report(path2, `capture "${name}" is not in the regex (${listCaptures(captures)})`);
      return void 0;
    }
    return name;
  }
};
function listCaptures(captures) {
  return captures.length === 0 ? "it has no named captures" : `captures: ${captures.join(", ")}`;
}
function isMapping(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function captureNames(regex) {
  const names = [];
  const re = /\\.|\[(?:\\.|[^\]\\])*\]|\(\?<([\p{ID_Start}$_][\p{ID_Continue}$\u200c\u200d]*)>/gu;
  for (const m of regex.source.matchAll(re)) if (m[1] !== void 0) names.push(m[1]);
  return names;
}
function describe(value) {
  if (value === void 0 || value === null) return "nothing";
  if (Array.isArray(value)) return value.length === 0 ? "an empty list" : "a list";
  if (typeof value === "string") return `"${value.length > 40 ? `${value.slice(0, 40)}...` : value}"`;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value === "object") return "a mapping";
  return typeof value;
}

// src/formats/pattern-spec.ts
var DEFAULT_MAX_LINE_LENGTH = 4096;
var MAX_LINE_LENGTH_LIMIT = 65536;
var SPEC_FIELDS = [
  "name",
  "headers",
  "results",
  "mustMatch",
  "thousands",
  "decimal",
  "maxLineLength"
];
var HEADER_FIELDS = ["regex", "level", "params", "procs"];
var RESULT_FIELDS = ["regex", "name", "suite", "params", "procs", "metrics"];
var METRIC_FIELDS = ["value", "unit", "unitFrom", "scale", "name", "direction", "optional"];
function parsePatternSpecs(raw, source) {
  const checker = new SpecChecker(source);
  const list = isMapping(raw) ? raw.patterns : raw;
  const items = checker.list(list, "patterns", "patterns", true) ?? [];
  const specs = [];
  const names = /* @__PURE__ */ new Map();
  items.forEach((item, i) => {
    const path2 = `patterns[${i}]`;
    const spec = parseSpec(checker, item, path2);
    if (!spec) return;
    const first = names.get(spec.name);
    if (first !== void 0) {
      checker.report(`${path2}.name`, `"${spec.name}" is already the name of patterns[${first}]`);
      return;
    }
    names.set(spec.name, i);
    specs.push(spec);
  });
  return { specs, problems: checker.problems };
}
function parsePatternSpecsText(text, source) {
  const doc = (0, import_yaml.parseDocument)(text, { uniqueKeys: true });
  if (doc.errors.length > 0) {
    return {
      specs: [],
      problems: doc.errors.map((e) => ({
        file: source,
        line: e.linePos?.[0].line ?? 0,
        message: e.message.split("\n")[0].replace(/ at line \d+, column (\d+):$/, " (column $1)")
      }))
    };
  }
  return parsePatternSpecs(doc.toJS(), source);
}
function parseSpec(checker, raw, path2) {
  const m = checker.mapping(raw, path2, SPEC_FIELDS);
  if (!m) return void 0;
  const before = checker.count;
  const name = checker.string(m.name, `${path2}.name`);
  const thousands = checker.choice(m.thousands, `${path2}.thousands`, THOUSANDS_SEPARATORS, "");
  const decimal = checker.choice(m.decimal, `${path2}.decimal`, [".", ","], ".");
  if (thousands !== void 0 && thousands === decimal) {
    checker.report(`${path2}.decimal`, `must differ from thousands ("${thousands}")`);
  }
  const maxLineLength = checker.integer(
    m.maxLineLength,
    `${path2}.maxLineLength`,
    1,
    MAX_LINE_LENGTH_LIMIT,
    DEFAULT_MAX_LINE_LENGTH
  );
  const rawHeaders = checker.list(m.headers, `${path2}.headers`, "header patterns", false) ?? [];
  const headers = rawHeaders.map((h, i) => parseHeader(checker, h, `${path2}.headers[${i}]`, i));
  const headerCaptures = headers.flatMap((h) => h ? captureNames(h.regex) : []);
  const rawResults = checker.list(m.results, `${path2}.results`, "result patterns", true) ?? [];
  const results = rawResults.map(
    (r, i) => parseResult(checker, r, `${path2}.results[${i}]`, name ?? "", headerCaptures)
  );
  const rawMust = checker.list(m.mustMatch, `${path2}.mustMatch`, "regexes", false) ?? [];
  const mustMatch = rawMust.map((r, i) => checker.regex(r, `${path2}.mustMatch[${i}]`));
  if (checker.count !== before) return void 0;
  const used = new Set(results.flatMap((r) => templateCaptures(r)));
  for (const h of headers) h.params ??= captureNames(h.regex).filter((c) => c !== h.procs && !used.has(c));
  return {
    name,
    headers,
    results,
    mustMatch,
    numbers: { thousands, decimal },
    maxLineLength
  };
}
function parseHeader(checker, raw, path2, index) {
  const m = checker.mapping(raw, path2, HEADER_FIELDS);
  if (!m) return void 0;
  const regex = checker.regex(m.regex, `${path2}.regex`);
  const level = checker.integer(m.level, `${path2}.level`, 0, 99, index);
  if (!regex || level === void 0) return void 0;
  const captures = captureNames(regex);
  const procs = m.procs === void 0 ? void 0 : checker.capture(m.procs, `${path2}.procs`, captures);
  const params = m.params === void 0 ? void 0 : checker.captureList(m.params, `${path2}.params`, captures);
  if (m.procs !== void 0 && !procs || m.params !== void 0 && !params) return void 0;
  return { regex, level, ...procs ? { procs } : {}, ...params ? { params } : {} };
}
function parseResult(checker, raw, path2, specName, headerCaptures) {
  const m = checker.mapping(raw, path2, RESULT_FIELDS);
  if (!m) return void 0;
  const before = checker.count;
  const regex = checker.regex(m.regex, `${path2}.regex`);
  if (!regex) return void 0;
  const captures = captureNames(regex);
  const name = parseTemplate(checker, m.name, `${path2}.name`, specName, captures, headerCaptures);
  const suite = parseTemplate(checker, m.suite, `${path2}.suite`, "", captures, headerCaptures);
  const procs = m.procs === void 0 ? void 0 : checker.capture(m.procs, `${path2}.procs`, captures);
  const rawMetrics = checker.list(m.metrics, `${path2}.metrics`, "metrics", true) ?? [];
  const metrics = rawMetrics.map((x, i) => parseMetric(checker, x, `${path2}.metrics[${i}]`, captures));
  checkDistinctMetrics(checker, metrics, path2);
  const explicit = m.params === void 0 ? void 0 : checker.captureList(m.params, `${path2}.params`, captures);
  if (checker.count !== before) return void 0;
  const rule = {
    regex,
    name,
    suite,
    params: [],
    ...procs ? { procs } : {},
    metrics
  };
  const used = /* @__PURE__ */ new Set([
    ...templateCaptures(rule),
    ...procs ? [procs] : [],
    ...rule.metrics.flatMap((x) => [x.value, ...x.unitFrom ? [x.unitFrom] : []])
  ]);
  rule.params = explicit ?? captures.filter((c) => !used.has(c));
  return rule;
}
function checkDistinctMetrics(checker, metrics, path2) {
  const seen = /* @__PURE__ */ new Map();
  metrics.forEach((x, i) => {
    if (!x) return;
    const key = `${x.name ?? ""}\0${x.unit}`;
    const first = seen.get(key);
    if (first === void 0) seen.set(key, i);
    else
      checker.report(
        `${path2}.metrics[${i}]`,
        `same unit "${x.unit}" and name as metrics[${first}]; give one of them a different name`
      );
  });
}
function parseMetric(checker, raw, path2, captures) {
  const m = checker.mapping(raw, path2, METRIC_FIELDS);
  if (!m) return void 0;
  const before = checker.count;
  const value = checker.capture(m.value, `${path2}.value`, captures);
  const unit = checker.string(m.unit, `${path2}.unit`);
  const unitFrom = m.unitFrom === void 0 ? void 0 : checker.capture(m.unitFrom, `${path2}.unitFrom`, captures);
  const name = m.name === void 0 ? void 0 : checker.string(m.name, `${path2}.name`);
  const direction = m.direction === void 0 ? void 0 : checker.choice(m.direction, `${path2}.direction`, ["smaller", "bigger"], "smaller");
  const optional = checker.boolean(m.optional, `${path2}.optional`, false);
  let conversions;
  if (m.scale !== void 0) {
    if (m.unitFrom === void 0) checker.report(`${path2}.scale`, "only used together with unitFrom");
    else conversions = parseScale(checker, m.scale, `${path2}.scale`);
  } else if (unitFrom && unit) {
    conversions = builtInConversions(unit);
    if (!conversions) {
      checker.report(
        `${path2}.unit`,
        `"${unit}" has no built-in conversion from the units captured by "${unitFrom}" (built in: time ns..h, bytes B..TiB, byte rates B/s..TiB/s); give scale: {<printed unit>: <factor>}`
      );
    }
  }
  if (checker.count !== before) return void 0;
  return {
    value,
    unit,
    ...unitFrom ? { unitFrom, conversions } : {},
    ...name !== void 0 ? { name } : {},
    ...direction ? { direction } : {},
    optional
  };
}
function parseScale(checker, raw, path2) {
  if (!isMapping(raw) || Object.keys(raw).length === 0) {
    checker.report(path2, "expected a mapping from printed unit to factor, such as {ms: 0.001, s: 1}");
    return void 0;
  }
  const conversions = /* @__PURE__ */ new Map();
  for (const [printed, factor] of Object.entries(raw)) {
    if (typeof factor !== "number" || !Number.isFinite(factor) || factor <= 0) {
      checker.report(
        `${path2}.${printed}`,
        `expected a positive number, got ${JSON.stringify(factor) ?? "nothing"}`
      );
    } else conversions.set(printed, { factor });
  }
  return conversions;
}
var TEMPLATE_REF = /\{([\p{ID_Start}$_][\p{ID_Continue}$]*)\}/gu;
function parseTemplate(checker, raw, path2, fallback, captures, headerCaptures) {
  const text = checker.string(raw, path2, fallback, false);
  if (text === void 0) return void 0;
  const parts = [];
  let last = 0;
  let ok = true;
  for (const m of text.matchAll(TEMPLATE_REF)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    last = m.index + m[0].length;
    if (!captures.includes(m[1]) && !headerCaptures.includes(m[1])) {
      const headers = headerCaptures.length > 0 ? `; header captures: ${headerCaptures.join(", ")}` : "";
      checker.report(
        path2,
        `{${m[1]}} is not a capture of this result or of a header (${listCaptures(captures)}${headers})`
      );
      ok = false;
    }
    parts.push({ capture: m[1] });
  }
  if (last < text.length) parts.push(text.slice(last));
  return ok ? parts : void 0;
}
function templateCaptures(rule) {
  return [...rule.name, ...rule.suite].flatMap((p) => typeof p === "string" ? [] : [p.capture]);
}

// src/formats/pattern.ts
var DETECT_LINES = 200;
function createPatternFormat(spec) {
  return {
    kind: "lines",
    name: "pattern",
    spec,
    detect: (sniff) => detectPattern(spec, sniff),
    start: (file) => new PatternParser(spec, file)
  };
}
function detectPattern(spec, sniff) {
  const lines = sniff.head.split("\n", DETECT_LINES).filter((l) => l.trim() !== "" && l.length <= spec.maxLineLength);
  let results = 0;
  let explained = 0;
  for (const raw of lines) {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (spec.results.some((r) => r.regex.test(line))) results++;
    else if (!spec.headers.some((h) => h.regex.test(line))) continue;
    explained++;
  }
  if (results === 0) return 0;
  return 0.5 + 0.4 * (explained / lines.length);
}
var PatternParser = class {
  constructor(spec, file) {
    this.spec = spec;
    this.file = file;
  }
  spec;
  file;
  collector = new BenchmarkCollector();
  problems = [];
  /** Set headers by level; levels are small integers, so a sparse array keeps them ordered. */
  headers = [];
  push(line, lineNo) {
    if (line.length > this.spec.maxLineLength) {
      this.report(
        lineNo,
        `line is ${line.length} characters long, over the limit of ${this.spec.maxLineLength} for pattern "${this.spec.name}"; skipped`
      );
      return;
    }
    for (const header of this.spec.headers) {
      const m = header.regex.exec(line);
      if (!m) continue;
      const groups = m.groups ?? {};
      const state = { params: paramsOf3(header.params, groups), captures: definedOf(groups) };
      if (header.procs !== void 0) {
        const procs = this.parseProcs(groups[header.procs], header.procs, lineNo);
        if (procs !== void 0) state.procs = procs;
      }
      this.headers = this.headers.slice(0, header.level);
      this.headers[header.level] = state;
      return;
    }
    for (const result of this.spec.results) {
      const m = result.regex.exec(line);
      if (m) return this.addResult(result, m.groups ?? {}, lineNo);
    }
    const must = this.spec.mustMatch.findIndex((re) => re.test(line));
    if (must >= 0) {
      this.report(
        lineNo,
        `line matches mustMatch[${must}] of pattern "${this.spec.name}" but no header or result regex; skipped`
      );
    }
  }
  finish() {
    return {
      context: { tool: { name: this.spec.name } },
      benchmarks: this.collector.benchmarks(),
      problems: this.problems
    };
  }
  addResult(rule, groups, lineNo) {
    const active = this.headers.filter((h) => h !== void 0);
    const scope = Object.assign(
      {},
      ...active.map((h) => h.captures),
      definedOf(groups)
    );
    const errors = [];
    const name = render(rule.name, scope, errors);
    if (name === "" && errors.length === 0) errors.push("its name template gave an empty name");
    const suite = render(rule.suite, scope, errors);
    const values = this.metricValues(rule, groups, errors);
    let procs = active.reduce((p, h) => h.procs ?? p, void 0);
    if (rule.procs !== void 0) procs = this.parseProcs(groups[rule.procs], rule.procs, lineNo, errors);
    if (errors.length === 0 && values.length === 0) errors.push("none of its metrics took part in the match");
    if (errors.length > 0) {
      this.report(lineNo, `result line of pattern "${this.spec.name}": ${errors.join("; ")}; skipped`);
      return;
    }
    const params = Object.fromEntries([...active.flatMap((h) => h.params), ...paramsOf3(rule.params, groups)]);
    const identity = { suite, name, params };
    if (procs !== void 0) identity.procs = procs;
    this.collector.add(identity, values);
  }
  metricValues(rule, groups, errors) {
    const values = [];
    for (const metric of rule.metrics) {
      const text = groups[metric.value];
      if (text === void 0) {
        if (!metric.optional) errors.push(`capture "${metric.value}" did not take part in the match`);
        continue;
      }
      let conversion;
      if (metric.unitFrom !== void 0) {
        const printed = groups[metric.unitFrom] ?? "";
        conversion = metric.conversions.get(printed);
        if (!conversion) {
          const known = [...metric.conversions.keys()].join(", ");
          errors.push(
            `capture "${metric.unitFrom}" = ${JSON.stringify(printed)} has no conversion to "${metric.unit}" (known: ${known})`
          );
          continue;
        }
      }
      const value = parseNumber(text, this.spec.numbers, conversion);
      if (value === void 0) {
        errors.push(`capture "${metric.value}" = ${JSON.stringify(text)} is not a number`);
        continue;
      }
      values.push({
        unit: metric.unit,
        ...metric.name !== void 0 ? { name: metric.name } : {},
        ...metric.direction ? { direction: metric.direction } : {},
        samples: [value]
      });
    }
    return values;
  }
  parseProcs(text, capture, lineNo, errors) {
    if (text === void 0) return void 0;
    const n = parseNumber(text, this.spec.numbers);
    if (n !== void 0 && Number.isInteger(n) && n > 0) return n;
    const message2 = `procs capture "${capture}" = ${JSON.stringify(text)} is not a positive whole number`;
    if (errors) errors.push(message2);
    else
      this.report(lineNo, `header line of pattern "${this.spec.name}": ${message2}; its params still apply`);
    return void 0;
  }
  report(line, message2) {
    this.problems.push({ file: this.file, line, message: message2 });
  }
};
function paramsOf3(names, groups) {
  return names.flatMap((n) => groups[n] === void 0 ? [] : [[n, groups[n]]]);
}
function definedOf(groups) {
  return Object.fromEntries(Object.entries(groups).filter((e) => e[1] !== void 0));
}
function render(template, scope, errors) {
  let out = "";
  for (const part of template) {
    if (typeof part === "string") out += part;
    else if (scope[part.capture] !== void 0) out += scope[part.capture];
    else errors.push(`{${part.capture}} has no value (no header above set it, or its group did not match)`);
  }
  return out;
}

// src/inputs/patterns.ts
async function loadPatternFormats(path2) {
  let text;
  try {
    text = await readFile3(path2, "utf8");
  } catch (err) {
    throw new InputError(path2, `cannot read: ${err.code ?? String(err)}`);
  }
  const { specs, problems } = parsePatternSpecsText(text, path2);
  if (problems.length > 0) {
    throw new InputError(path2, problems.map((p) => `${p.line > 0 ? `line ${p.line}: ` : ""}${p.message}`).join("\n  "));
  }
  return specs.map(createPatternFormat);
}

// src/report/format-number.ts
var TIME_UNITS = {
  ps: { scale: 1e-3, suffix: "" },
  ns: { scale: 1, suffix: "" },
  us: { scale: 1e3, suffix: "" },
  "µs": { scale: 1e3, suffix: "" },
  ms: { scale: 1e6, suffix: "" },
  s: { scale: 1e9, suffix: "" },
  sec: { scale: 1e9, suffix: "" }
};
var TIME_STEPS = [
  [1e9, "s"],
  [1e6, "ms"],
  [1e3, "µs"],
  [1, "ns"]
];
function formatValue(value, unit) {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? "?" : value > 0 ? "∞" : "-∞";
  const time = splitTimeUnit(unit);
  if (time) {
    const ns = value * TIME_UNITS[time.base].scale;
    const [scale, name] = TIME_STEPS.find(([s]) => Math.abs(ns) >= s) ?? [1, "ns"];
    return `${formatSignificant(ns / scale)} ${name}${time.rest}`;
  }
  return `${formatSignificant(value)} ${unit}`.trimEnd();
}
function formatSignificant(value) {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? "?" : value > 0 ? "∞" : "-∞";
  const abs = Math.abs(value);
  if (abs >= 1e4) return Math.round(value).toLocaleString("en-US");
  if (abs === 0) return "0";
  if (abs < 1e-3) return value.toExponential(2);
  return Number(value.toPrecision(4)).toString();
}
function formatChange(change) {
  if (change === void 0 || Number.isNaN(change)) return "?";
  if (!Number.isFinite(change)) return change > 0 ? "+∞%" : "-∞%";
  const pct = change * 100;
  if (Math.abs(pct) < 0.05) return "~0%";
  const digits = Math.abs(pct) >= 99.95 ? 0 : 1;
  return `${pct > 0 ? "+" : "−"}${Math.abs(pct).toFixed(digits)}%`;
}
function formatSpeedup(change, direction, unit) {
  if (change === void 0 || !Number.isFinite(change)) return "?";
  const ratio = 1 + change;
  if (ratio <= 0) return "?";
  if (Math.abs(ratio - 1) < 5e-3) return "same";
  if (isSpeedUnit(unit)) {
    const faster = direction === "smaller" ? 1 / ratio : ratio;
    return faster > 1 ? `${faster.toFixed(2)}x faster` : `${(1 / faster).toFixed(2)}x slower`;
  }
  return ratio > 1 ? `${ratio.toFixed(2)}x more` : `${(1 / ratio).toFixed(2)}x less`;
}
function isSpeedUnit(unit) {
  return splitTimeUnit(unit) !== void 0 || /\/(s|sec|ms|us|µs|ns|min)$/.test(unit) || /^ops\//.test(unit);
}
function formatP(p) {
  if (p === void 0 || Number.isNaN(p)) return "–";
  return p < 1e-3 ? "<0.001" : p.toFixed(3);
}
function formatSpread(center, low, high) {
  if (!Number.isFinite(low) || !Number.isFinite(high)) return "± ∞";
  if (center === 0) return low === 0 && high === 0 ? "± 0%" : "± ?";
  const r = Math.max(high - center, center - low) / Math.abs(center);
  const pct = r * 100;
  return `± ${pct >= 10 ? pct.toFixed(0) : pct.toFixed(1)}%`;
}
function splitTimeUnit(unit) {
  const m = /^(ps|ns|us|µs|ms|s|sec)(\/.*)?$/.exec(unit);
  if (!m) return void 0;
  return { base: m[1], rest: m[2] ?? "" };
}
function scaleTimeUnit(unit, typical) {
  const time = splitTimeUnit(unit);
  if (!time) return void 0;
  const toNs = TIME_UNITS[time.base].scale;
  const [step, name] = TIME_STEPS.find(([s]) => Math.abs(typical * toNs) >= s) ?? [1, "ns"];
  return { factor: toNs / step, unit: `${name}${time.rest}` };
}

// src/report/text-table.ts
function renderTextTable(header, rows) {
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ""))));
  const right = header.map((_, i) => rows.length > 0 && rows.every((r) => /^[-+−~±<?0-9.,∞ ]/.test(r[i] ?? "")));
  const line = (cells) => cells.map((c, i) => right[i] ? c.padStart(widths[i] + c.length - width(c)) : c.padEnd(widths[i] + c.length - width(c))).join("  ").trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n") + "\n";
}
function width(s) {
  return [...s].length;
}

// src/report/comparison-text.ts
function renderComparisonText(c) {
  const notes = /* @__PURE__ */ new Map();
  const mark = (n) => {
    if (!notes.has(n)) notes.set(n, notes.size + 1);
    return `(${notes.get(n)})`;
  };
  const rows = c.rows.map((r) => [
    benchmarkLabel(r),
    r.metric ? `${r.metric} ${r.unit}` : r.unit,
    r.base ? `${formatValue(r.base.center, r.unit)} ${formatSpread(r.base.center, r.base.low, r.base.high)}` : "-",
    r.head ? `${formatValue(r.head.center, r.unit)} ${formatSpread(r.head.center, r.head.low, r.head.high)}` : "-",
    formatChange(r.change),
    formatP(r.q ?? r.p),
    `${r.verdict}${r.notes.length ? ` ${r.notes.map(mark).join("")}` : ""}`
  ]);
  const k = c.summary.counts;
  const head = `${k.regression} regressions, ${k.improvement} improvements, ${k.unchanged} unchanged, ${k.inconclusive} inconclusive, ${k.added} added, ${k.removed} removed
`;
  const geo = c.summary.geomeans.map((g) => `geomean ${g.metric ?? g.unit}: ${formatChange(g.change)} over ${g.pairs} benchmarks`).join("\n");
  const footnotes = [...notes].map(([n, i]) => `(${i}) ${n}`).join("\n");
  return [
    head,
    renderTextTable(["benchmark", "unit", "base", "head", "change", "p", "verdict"], rows),
    geo,
    footnotes
  ].filter(Boolean).join("\n").concat("\n");
}

// src/report/environment.ts
var COMMIT = /^[0-9a-f]{7,64}$/i;
var REPOSITORY_URL = /^https:\/\/[A-Za-z0-9.-]+(?::[0-9]+)?(?:\/[A-Za-z0-9._~-]+)+\/?$/;
function checkRepositoryUrl(url) {
  if (!url || !REPOSITORY_URL.test(url)) return void 0;
  return url.replace(/\/$/, "");
}
function describeEnvironment(c, repositoryUrl) {
  const repo = checkRepositoryUrl(repositoryUrl);
  const lines = [];
  for (const [label, ctx] of [
    ["Base", c.base],
    ["Head", c.head]
  ]) {
    const commit = typeof ctx.commit === "string" ? ctx.commit : void 0;
    const ref = typeof ctx.ref === "string" ? ctx.ref : void 0;
    if (!commit && !ref) continue;
    const parts = [];
    if (commit) {
      const short = COMMIT.test(commit) ? commit.slice(0, 12) : commit;
      parts.push(repo && COMMIT.test(commit) ? { text: short, url: `${repo}/commit/${commit}` } : { text: short });
    }
    if (ref) parts.push({ text: `${commit ? " " : ""}(${ref})` });
    lines.push({ label, parts });
  }
  pushSided(lines, "Machine", machineText(c.base.machine), machineText(c.head.machine));
  pushSided(lines, "Tool", toolText(c.base), toolText(c.head));
  const tools = /* @__PURE__ */ new Set([...Object.keys(toolchainOf(c.base)), ...Object.keys(toolchainOf(c.head))]);
  for (const tool of tools) pushSided(lines, tool, toolchainOf(c.base)[tool] ?? "", toolchainOf(c.head)[tool] ?? "");
  pushSided(lines, "Runner", textField(c.base.runner), textField(c.head.runner));
  pushSided(lines, "Rounds", roundsText(c.base), roundsText(c.head));
  pushSided(lines, "Load per core", loadText(c.base.load), loadText(c.head.load));
  const p = c.policy;
  lines.push({
    label: "Statistics",
    parts: [
      {
        text: `alpha ${p.alpha}, threshold ${formatFraction(p.threshold)}${p.rules.length ? ` (${p.rules.length} rules)` : ""}, ${p.fdr ? "p adjusted for multiple comparisons (Benjamini–Hochberg)" : "p not adjusted"}`
      }
    ]
  });
  return lines;
}
function pushSided(lines, label, base, head) {
  if (!base && !head) return;
  const text = base === head || !base ? head : !head ? base : `base ${base}; head ${head}`;
  lines.push({ label, parts: [{ text }] });
}
function machineText(m) {
  if (!m) return "";
  const bits = [
    [m.os, m.arch].filter(Boolean).join("/"),
    m.cpu ? String(m.cpu) : "",
    m.cores ? `${m.cores} cores` : "",
    typeof m.memory === "string" ? m.memory : "",
    typeof m.kernel === "string" ? m.kernel : "",
    typeof m.governor === "string" ? `governor ${m.governor}` : ""
  ];
  return bits.filter(Boolean).join(", ");
}
function toolText(ctx) {
  return ctx.tool ? `${ctx.tool.name}${ctx.tool.version ? ` ${ctx.tool.version}` : ""}` : "";
}
function toolchainOf(ctx) {
  const t = ctx.toolchain;
  if (typeof t !== "object" || t === null) return {};
  return Object.fromEntries(Object.entries(t).filter((e) => typeof e[1] === "string"));
}
function roundsText(ctx) {
  const rounds = typeof ctx.rounds === "number" ? `${ctx.rounds}` : "";
  const reps = textField(ctx.repetitions);
  return [rounds, reps ? `(${reps})` : ""].filter(Boolean).join(" ");
}
function loadText(load) {
  if (typeof load !== "object" || load === null) return "";
  const { before, after } = load;
  return typeof before === "number" && typeof after === "number" ? `${before} before, ${after} after` : "";
}
function textField(v) {
  return typeof v === "string" || typeof v === "number" ? String(v) : "";
}
function formatFraction(f) {
  return `${Number((f * 100).toPrecision(4))}%`;
}

// src/report/family.ts
function familyOf(row) {
  return JSON.stringify([row.suite, functionOf(row.name), row.mode ?? null]);
}
function functionOf(name) {
  const slash = name.indexOf("/");
  return slash < 0 ? name : name.slice(0, slash);
}
function subNameOf(name) {
  const slash = name.indexOf("/");
  return slash < 0 ? "" : name.slice(slash + 1);
}
function groupFamilies(rows) {
  const families = /* @__PURE__ */ new Map();
  const entries = /* @__PURE__ */ new Map();
  for (const row of rows) {
    const key = benchmarkKey(row);
    let entry = entries.get(key);
    if (!entry) {
      entry = { key, primary: row, secondary: [] };
      entries.set(key, entry);
      const fkey = familyOf(row);
      let family = families.get(fkey);
      if (!family) {
        family = { key: fkey, suite: row.suite, fn: functionOf(row.name), ...row.mode ? { mode: row.mode } : {}, entries: [] };
        families.set(fkey, family);
      }
      family.entries.push(entry);
    } else if (row.primary && !entry.primary.primary) {
      entry.secondary.unshift(entry.primary);
      entry.primary = row;
    } else {
      entry.secondary.push(row);
    }
  }
  return mergeSuites([...families.values()]);
}
function mergeSuites(families) {
  const bySuite = /* @__PURE__ */ new Map();
  for (const f of families) {
    const key = JSON.stringify([f.suite, f.mode ?? null]);
    bySuite.set(key, [...bySuite.get(key) ?? [], f]);
  }
  const merged = /* @__PURE__ */ new Map();
  for (const [key, group] of bySuite) {
    if (group.length < 2 || !group[0].suite) continue;
    const entries = group.flatMap((f) => f.entries);
    const keys = (e) => Object.keys(e.primary.params).sort().join("\0");
    const first = keys(entries[0]);
    if (!first || entries.some((e) => e.primary.name.includes("/") || keys(e) !== first)) continue;
    const suite = { key, suite: group[0].suite, fn: "", byName: true, entries, ...group[0].mode ? { mode: group[0].mode } : {} };
    for (const f of group) merged.set(f, suite);
  }
  const out = [];
  for (const f of families) {
    const target = merged.get(f) ?? f;
    if (!out.includes(target)) out.push(target);
  }
  return out;
}

// src/report/footnotes.ts
var FootnoteIndex = class {
  index = /* @__PURE__ */ new Map();
  /** The notes' numbers, in the order given. */
  mark(notes) {
    return notes.map((note) => {
      let n = this.index.get(note);
      if (n === void 0) {
        n = this.index.size + 1;
        this.index.set(note, n);
      }
      return n;
    });
  }
  /** The notes in number order (note 1 first). */
  list() {
    return [...this.index.keys()];
  }
};

// src/report/labels.ts
var Naming = class {
  shortSuite = /* @__PURE__ */ new Map();
  showProcs;
  showMode;
  constructor(rows) {
    const suites = [...new Set(rows.map((r) => r.suite))];
    const shorts = suites.map(lastSegment);
    suites.forEach((suite, i) => {
      const unique = shorts.filter((s) => s === shorts[i]).length === 1;
      this.shortSuite.set(suite, unique ? shorts[i] : suite);
    });
    this.showProcs = new Set(rows.map((r) => r.procs)).size > 1;
    this.showMode = new Set(rows.map((r) => r.mode)).size > 1;
  }
  /** "stream.BenchmarkRead/size=1KB": the name with its (short) suite. */
  benchmark(row) {
    const suite = this.shortSuite.get(row.suite) ?? row.suite;
    return suite ? `${suite}.${row.name}` : row.name;
  }
  /** The name within its family table: Go's sub-benchmark path, else the name. */
  withinFamily(row) {
    return subNameOf(row.name) || row.name;
  }
  /**
   * Params the name does not already spell out, then procs and mode where they
   * vary (not the mode within a family: families are per mode).
   */
  params(row, withinFamily = false) {
    const parts = Object.entries(row.params).filter(([k, v]) => !row.name.includes(`${k}=${v}`)).map(([k, v]) => `${k}=${v}`);
    if (this.showMode && row.mode && !withinFamily) parts.push(`mode=${row.mode}`);
    if (this.showProcs && row.procs !== void 0) parts.push(`procs=${row.procs}`);
    return parts.join(" ");
  }
  /** The full name: "example.com/x/stream.BenchmarkRead", "com.example.Writer.write (thrpt)". */
  familyTitle(f) {
    const name = f.fn ? f.suite ? `${f.suite}.${f.fn}` : f.fn : f.suite;
    return `${name}${f.mode ? ` (${f.mode})` : ""}`;
  }
  /** With the short suite, for chart titles: "stream.BenchmarkRead". */
  familyShortTitle(f) {
    const name = f.fn ? this.benchmark({ suite: f.suite, name: f.fn }) : this.shortSuite.get(f.suite) ?? f.suite;
    return `${name}${f.mode ? ` (${f.mode})` : ""}`;
  }
};
function metricLabel(row) {
  return row.metric ? `${row.metric} (${row.unit})` : row.unit;
}
function metricShortLabel(row) {
  return row.metric ?? row.unit;
}
function lastSegment(suite) {
  const parts = suite.split(/[/.]/).filter(Boolean);
  return parts[parts.length - 1] ?? suite;
}

// src/report/matrix-axes.ts
var MAX_ACROSS = 8;
var MAX_ACROSS_HARD = 16;
var MAX_SECTIONS = 8;
function chooseAxes(dims) {
  const varying = dims.filter((d) => d.values.length >= 2);
  if (varying.length < 2) return void 0;
  const byCount = [...varying].sort((a, b) => b.values.length - a.values.length || b.order - a.order);
  const across = byCount.find((d) => d.values.length <= MAX_ACROSS) ?? byCount[byCount.length - 1];
  if (across.values.length > MAX_ACROSS_HARD) return void 0;
  const rest = varying.filter((d) => d !== across);
  const main = [...rest].sort((a, b) => b.values.length - a.values.length || a.order - b.order)[0];
  const others = rest.filter((d) => d !== main).sort((a, b) => a.values.length - b.values.length || a.order - b.order);
  const sections = [];
  const folded = [];
  let count = 1;
  for (const d of others) {
    if (count * d.values.length <= MAX_SECTIONS) {
      sections.push(d);
      count *= d.values.length;
    } else {
      folded.push(d);
    }
  }
  const byOrder = (a, b) => a.order - b.order;
  return { across, down: [main, ...folded.sort(byOrder)], sections: sections.sort(byOrder) };
}
function sortValues(values) {
  const keyed = values.map((v) => ({ v, n: numericValue(v) }));
  if (keyed.some((k) => k.n === void 0)) return [...values];
  return keyed.sort((a, b) => a.n - b.n).map((k) => k.v);
}
var SIZE_FACTORS = {
  "": 1,
  k: 1e3,
  m: 1e6,
  g: 1e9,
  t: 1e12,
  kb: 1024,
  mb: 1024 ** 2,
  gb: 1024 ** 3,
  tb: 1024 ** 4,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
  tib: 1024 ** 4,
  b: 1,
  "%": 1,
  x: 1
};
function numericValue(v) {
  const m = /^\s*(-?[0-9]+(?:\.[0-9]+)?)\s*([a-z%]*)\s*$/i.exec(v);
  if (!m) return void 0;
  const factor = SIZE_FACTORS[m[2].toLowerCase()];
  return factor === void 0 ? void 0 : Number(m[1]) * factor;
}

// src/report/table.ts
var cell = (text, extra = {}) => ({ text, ...extra });
function dropEmptyColumns(table, candidates) {
  const drop = new Set(candidates.filter((i) => table.rows.every((r) => (r[i]?.text ?? "") === "")));
  if (drop.size === 0) return table;
  const keep = (_, i) => !drop.has(i);
  return { header: table.header.filter(keep), align: table.align.filter(keep), rows: table.rows.map((r) => r.filter(keep)) };
}

// src/report/row-tables.ts
var VERDICT_TEXT = {
  regression: "❌ regression",
  improvement: "✅ improvement",
  unchanged: "unchanged",
  inconclusive: "❔ inconclusive",
  added: "🆕 added",
  removed: "➖ removed"
};
function changeMark(row) {
  switch (row.verdict) {
    case "regression":
      return row.waived ? " ❌ (waived)" : " ❌";
    case "improvement":
      return " ✅";
    case "inconclusive":
      return row.change !== void 0 && Math.abs(row.change) >= row.threshold ? " ❔" : "";
    case "added":
      return "🆕";
    case "removed":
      return "➖";
    case "unchanged":
      return "";
  }
}
function compactChangeCell(row) {
  const change = row.verdict === "added" || row.verdict === "removed" ? "" : formatChange(row.change);
  return cell(`${change}${changeMark(row)}`, { ...sortChange(row), ...toneOf(row) });
}
function renderChangesTable(rows, naming, notes) {
  const header = ["Benchmark", "Params", "Metric", "Base", "Head", "Change", "Speedup", "p", "Verdict"];
  const align = ["l", "l", "l", "r", "r", "r", "r", "r", "l"];
  const table = {
    header,
    align,
    rows: rows.map((r) => [
      cell(naming.benchmark(r)),
      cell(naming.params(r)),
      cell(metricLabel(r)),
      ...measureCells(r, notes)
    ])
  };
  return dropEmptyColumns(table, [1]);
}
function renderFamilyTable(family, naming, notes) {
  const columns = secondaryColumns(family);
  const header = ["Benchmark", "Params", "Base", "Head", "Change", "Speedup", "p", "Verdict", ...columns.map((c) => `${c.label} Δ`)];
  const align = ["l", "l", "r", "r", "r", "r", "r", "l", ...columns.map(() => "r")];
  const rows = family.entries.map((e) => {
    const byKey = new Map(e.secondary.map((r) => [metricKey({ unit: r.unit, name: r.metric }), r]));
    return [
      cell(naming.withinFamily(e.primary)),
      cell(naming.params(e.primary, true)),
      ...measureCells(e.primary, notes),
      ...columns.map((c) => {
        const r = byKey.get(c.key);
        return r ? compactChangeCell(r) : cell("–");
      })
    ];
  });
  return dropEmptyColumns({ header, align, rows }, [1]);
}
function measureCells(r, notes) {
  const marks = notes.mark(r.notes);
  return [
    sideCell(r.base, r.unit),
    sideCell(r.head, r.unit),
    cell(formatChange(r.change), { ...sortChange(r), ...toneOf(r) }),
    cell(formatSpeedup(r.change, r.direction, r.unit), sortChange(r)),
    pCell(r),
    cell(verdictText(r), { ...marks.length ? { notes: marks } : {}, ...toneOf(r) })
  ];
}
function pCell(r) {
  const p = r.q ?? r.p;
  return cell(formatP(p), p !== void 0 && !Number.isNaN(p) ? { sort: p } : {});
}
function verdictText(r) {
  const text = VERDICT_TEXT[r.verdict];
  if (r.verdict === "regression" && r.waived) return `${text}, waived: ${r.waived.reason} (until ${r.waived.expires})`;
  return text;
}
function sideCell(s, unit) {
  if (!s) return cell("–");
  return cell(`${formatValue(s.center, unit)} ${formatSpread(s.center, s.low, s.high)}`, { sort: s.center });
}
function sortChange(r) {
  return r.change !== void 0 && Number.isFinite(r.change) ? { sort: r.change } : {};
}
function toneOf(r) {
  if (r.verdict === "regression") return { tone: "bad" };
  if (r.verdict === "improvement") return { tone: "good" };
  return {};
}
function secondaryColumns(family) {
  const columns = /* @__PURE__ */ new Map();
  for (const e of family.entries) {
    for (const r of e.secondary) {
      const key = metricKey({ unit: r.unit, name: r.metric });
      if (!columns.has(key)) columns.set(key, { key, label: metricShortLabel(r) });
    }
  }
  return [...columns.values()];
}

// src/report/matrix.ts
var MAX_METRICS = 4;
function buildGrids(family) {
  const dims = dimensionsOf(family);
  if (!dims) return [];
  const axes = chooseAxes(dims.list);
  if (!axes) return [];
  const metrics = metricsToShow(family);
  return metrics.map(({ key, label }) => ({
    metric: label,
    axes,
    sections: layoutSections(family.entries, dims.valuesOf, axes, key)
  }));
}
function gridTable(grid, section) {
  const { across, down } = grid.axes;
  return {
    header: [...down.map((d) => d.name), ...across.values.map((v) => `${across.name}=${v}`)],
    align: [...down.map(() => "l"), ...across.values.map(() => "r")],
    rows: section.lines.map((line) => [
      ...line.down.map((v) => cell(v)),
      ...line.cells.map((r) => r ? compactChangeCell(r) : cell("–"))
    ])
  };
}
function dimensionsOf(family) {
  const entries = family.entries;
  const free = (name) => !entries.some((e) => name in e.primary.params);
  const procsVary = new Set(entries.map((e) => e.primary.procs)).size > 1 && free("procs");
  const byName = family.byName && free("benchmark");
  const valuesOf = (e) => {
    const m = /* @__PURE__ */ new Map();
    if (byName) m.set("benchmark", e.primary.name);
    for (const [k, v] of Object.entries(e.primary.params)) m.set(k, v);
    if (procsVary && e.primary.procs !== void 0) m.set("procs", String(e.primary.procs));
    return m;
  };
  const seen = /* @__PURE__ */ new Map();
  const cells = /* @__PURE__ */ new Set();
  for (const e of entries) {
    const values = valuesOf(e);
    for (const [k, v] of values) {
      const list2 = seen.get(k) ?? [];
      if (!list2.includes(v)) list2.push(v);
      seen.set(k, list2);
    }
    const id = JSON.stringify([...values].sort());
    if (cells.has(id)) return void 0;
    cells.add(id);
  }
  if (entries.some((e) => valuesOf(e).size !== seen.size)) return void 0;
  const list = [...seen].map(([name, values], order) => ({ name, values: sortValues(values), order }));
  return { list, valuesOf };
}
function metricsToShow(family) {
  const primaryCounts = /* @__PURE__ */ new Map();
  const changed = /* @__PURE__ */ new Map();
  for (const e of family.entries) {
    const k = metricKey({ unit: e.primary.unit, name: e.primary.metric });
    const c = primaryCounts.get(k) ?? { n: 0, label: metricLabel(e.primary) };
    c.n++;
    primaryCounts.set(k, c);
    for (const r of e.secondary) {
      if (r.verdict === "regression" || r.verdict === "improvement") {
        changed.set(metricKey({ unit: r.unit, name: r.metric }), metricLabel(r));
      }
    }
  }
  const [primaryKey, primary] = [...primaryCounts].sort((a, b) => b[1].n - a[1].n)[0];
  const others = [...changed].filter(([k]) => k !== primaryKey).map(([key, label]) => ({ key, label }));
  return [{ key: primaryKey, label: primary.label }, ...others].slice(0, MAX_METRICS);
}
function layoutSections(entries, valuesOf, axes, metric) {
  const rowOf = (e) => [e.primary, ...e.secondary].find((r) => metricKey({ unit: r.unit, name: r.metric }) === metric);
  const names = [axes.across, ...axes.down, ...axes.sections].map((d) => d.name);
  const keyOf2 = (values) => JSON.stringify(names.map((n) => values.get(n)));
  const index = /* @__PURE__ */ new Map();
  for (const e of entries) index.set(keyOf2(valuesOf(e)), rowOf(e));
  const lookup = (values) => index.get(keyOf2(values));
  const sections = [];
  for (const combo of combinations(axes.sections)) {
    const lines = [];
    for (const downCombo of combinations(axes.down)) {
      const cells = axes.across.values.map((v) => lookup(new Map([...combo, ...downCombo, [axes.across.name, v]])));
      if (cells.some((c) => c !== void 0)) lines.push({ down: downCombo.map(([, v]) => v), cells });
    }
    if (lines.length > 0) sections.push({ title: combo.map(([k, v]) => `${k}=${v}`).join(" · "), lines });
  }
  return sections;
}
function combinations(dims) {
  let out = [[]];
  for (const d of dims) out = out.flatMap((prefix) => d.values.map((v) => [...prefix, [d.name, v]]));
  return out;
}

// src/report/report-model.ts
function buildReportModel(c, options = {}) {
  const notes = new FootnoteIndex();
  const naming = new Naming(c.rows);
  const regressions = renderChangesTable(sortByMagnitude(c.rows, "regression"), naming, notes);
  const improvements = renderChangesTable(sortByMagnitude(c.rows, "improvement"), naming, notes);
  const families = groupFamilies(c.rows).map((f) => buildFamily(f, naming, notes));
  return {
    title: options.title ?? "Benchmark results",
    headline: headline(c),
    warnings: [...options.warnings ?? []],
    regressions,
    improvements,
    families,
    rowCount: c.rows.length,
    benchmarkCount: families.reduce((n, f) => n + f.family.entries.length, 0),
    footnotes: notes.list(),
    problems: c.problems.map((p) => `${p.file}${p.line > 0 ? `:${p.line}` : ""}: ${p.message}`),
    environment: describeEnvironment(c, options.repositoryUrl)
  };
}
function buildFamily(family, naming, notes) {
  const counts = { regression: 0, improvement: 0, unchanged: 0, inconclusive: 0, added: 0, removed: 0 };
  let rowCount = 0;
  for (const e of family.entries) {
    for (const r of [e.primary, ...e.secondary]) {
      counts[r.verdict]++;
      rowCount++;
    }
  }
  const matrices = buildGrids(family).map((grid) => ({
    metric: grid.metric,
    across: grid.axes.across.name,
    down: grid.axes.down.map((d) => d.name),
    sections: grid.sections.map((s) => ({ title: s.title, table: gridTable(grid, s) })),
    grid
  }));
  return {
    key: family.key,
    title: naming.familyTitle(family),
    shortTitle: naming.familyShortTitle(family),
    counts,
    rowCount,
    family,
    table: renderFamilyTable(family, naming, notes),
    matrices
  };
}
function headline(c) {
  const k = c.summary.counts;
  const parts = [];
  const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (k.regression) {
    const waived = c.summary.waived ? ` (${c.summary.waived} waived)` : "";
    parts.push(`❌ ${plural(k.regression, "regression")}${waived}`);
  }
  if (k.improvement) parts.push(`✅ ${plural(k.improvement, "improvement")}`);
  parts.push(`${k.unchanged} unchanged`);
  if (k.inconclusive) parts.push(`❔ ${k.inconclusive} inconclusive`);
  if (k.added) parts.push(`${k.added} added`);
  if (k.removed) parts.push(`${k.removed} removed`);
  const primary = c.summary.geomeans[0];
  if (primary) parts.push(`geomean ${formatChange(primary.change)} (${primary.metric ?? primary.unit})`);
  if (k.regression === 0 && k.improvement === 0) parts.unshift("✅ no regressions");
  return parts.join(" · ");
}
function sortByMagnitude(rows, verdict) {
  const size = (r) => r.change === void 0 || r.change <= -1 ? Infinity : Math.abs(Math.log1p(r.change));
  return rows.filter((r) => r.verdict === verdict).map((r, i) => ({ r, i, s: size(r) })).sort((a, b) => b.s - a.s || a.i - b.i).map((x) => x.r);
}

// src/report/template.ts
import { existsSync, readFileSync as readFileSync2 } from "node:fs";
import { dirname as dirname2, join as join4, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// node_modules/eta/dist/index.mjs
import * as fs from "node:fs";
import * as path from "node:path";
var EtaError = class extends Error {
  constructor(message2) {
    super(message2);
    this.name = "Eta Error";
  }
};
var EtaParseError = class extends EtaError {
  constructor(message2) {
    super(message2);
    this.name = "EtaParser Error";
  }
};
var EtaRuntimeError = class extends EtaError {
  constructor(message2) {
    super(message2);
    this.name = "EtaRuntime Error";
  }
};
var EtaFileResolutionError = class extends EtaError {
  constructor(message2) {
    super(message2);
    this.name = "EtaFileResolution Error";
  }
};
var EtaNameResolutionError = class extends EtaError {
  constructor(message2) {
    super(message2);
    this.name = "EtaNameResolution Error";
  }
};
function ParseErr(message2, str, indx) {
  const whitespace = str.slice(0, indx).split(/\n/);
  const lineNo = whitespace.length;
  const colNo = whitespace[lineNo - 1].length + 1;
  message2 += " at line " + lineNo + " col " + colNo + ":\n\n  " + str.split(/\n/)[lineNo - 1] + "\n  " + Array(colNo).join(" ") + "^";
  throw new EtaParseError(message2);
}
function RuntimeErr(originalError, str, lineNo, path$1) {
  const lines = str.split("\n");
  const start = Math.max(lineNo - 3, 0);
  const end = Math.min(lines.length, lineNo + 3);
  const filename = path$1;
  const context = lines.slice(start, end).map((line, i) => {
    const curr = i + start + 1;
    return (curr === lineNo ? " >> " : "    ") + curr + "| " + line;
  }).join("\n");
  const err = new EtaRuntimeError((filename ? filename + ":" + lineNo + "\n" : "line " + lineNo + "\n") + context + "\n\n" + originalError.message);
  err.name = originalError.name;
  err.cause = originalError;
  throw err;
}
function readFile4(path$1) {
  let res = "";
  try {
    res = fs.readFileSync(path$1, "utf8");
  } catch (err) {
    if (err?.code === "ENOENT") throw new EtaFileResolutionError(`Could not find template: ${path$1}`);
    else throw err;
  }
  return res;
}
function resolvePath(templatePath, options) {
  let resolvedFilePath = "";
  const views = this.config.views;
  if (!views) throw new EtaFileResolutionError("Views directory is not defined");
  const baseFilePath = options?.filepath;
  const defaultExtension = this.config.defaultExtension === void 0 ? ".eta" : this.config.defaultExtension;
  const cacheIndex = JSON.stringify({
    filename: baseFilePath,
    path: templatePath,
    views: this.config.views
  });
  templatePath += path.extname(templatePath) ? "" : defaultExtension;
  if (baseFilePath) {
    if (this.config.cacheFilepaths && this.filepathCache[cacheIndex]) return this.filepathCache[cacheIndex];
    if (absolutePathRegExp.exec(templatePath)?.length) {
      const formattedPath = templatePath.replace(/^\/*|^\\*/, "");
      resolvedFilePath = path.join(views, formattedPath);
    } else resolvedFilePath = path.join(path.dirname(baseFilePath), templatePath);
  } else resolvedFilePath = path.join(views, templatePath);
  if (dirIsChild(views, resolvedFilePath)) {
    if (baseFilePath && this.config.cacheFilepaths) this.filepathCache[cacheIndex] = resolvedFilePath;
    return resolvedFilePath;
  } else throw new EtaFileResolutionError(`Template '${templatePath}' is not in the views directory`);
}
function dirIsChild(parent, dir) {
  const relative2 = path.relative(parent, dir);
  return relative2 && !relative2.startsWith("..") && !path.isAbsolute(relative2);
}
var absolutePathRegExp = /^\\|^\//;
var AsyncFunction = (async () => {
}).constructor;
function compile(str, options) {
  const config = this.config;
  const ctor = options?.async ? AsyncFunction : Function;
  try {
    return new ctor(config.varName, "options", this.compileToString.call(this, str, options));
  } catch (e) {
    if (e instanceof SyntaxError) throw new EtaParseError("Bad template syntax\n\n" + e.message + "\n" + Array(e.message.length + 1).join("=") + "\n" + this.compileToString.call(this, str, options) + "\n");
    else throw e;
  }
}
function compileToString(str, options) {
  const config = this.config;
  const isAsync = options?.async;
  const compileBody$1 = this.compileBody;
  const buffer = this.parse.call(this, str);
  let res = `${config.functionHeader}
let include = (__eta_t, __eta_d) => this.render(__eta_t, {...${config.varName}, ...(__eta_d ?? {})}, options);
let includeAsync = (__eta_t, __eta_d) => this.renderAsync(__eta_t, {...${config.varName}, ...(__eta_d ?? {})}, options);

let __eta = {res: "", e: this.config.escapeFunction, f: this.config.filterFunction, blocks: {}${config.debug ? ', line: 1, templateStr: "' + str.replace(/\\|"/g, "\\$&").replace(/\r\n|\n|\r/g, "\\n") + '"' : ""}};

function layout(path, data) {
  __eta.layout = path;
  __eta.layoutData = data;
}${config.debug ? "try {" : ""}${config.useWith ? "with(" + config.varName + "||{}){" : ""}

function ${config.outputFunctionName}(s){__eta.res+=s;}
function capture(fn){const s=__eta.res;__eta.res='';try{fn();return __eta.res}finally{__eta.res=s;}}
async function captureAsync(fn){const s=__eta.res;__eta.res='';try{await fn();return __eta.res}finally{__eta.res=s;}}
function block(name,fn){if(__eta.layout){if(fn){__eta.blocks[name]=capture(fn);}return '';}const b=${config.varName}.__blocks||{};if(name in b){return b[name];}return fn?capture(fn):'';}
async function blockAsync(name,fn){if(__eta.layout){if(fn){__eta.blocks[name]=await captureAsync(fn);}return '';}const b=${config.varName}.__blocks||{};if(name in b){return b[name];}return fn?await captureAsync(fn):'';}

${compileBody$1.call(this, buffer)}
if (__eta.layout) {
  __eta.res = ${isAsync ? "await includeAsync" : "include"} (__eta.layout, {...${config.varName}, body: __eta.res, ...__eta.layoutData, __blocks: __eta.blocks});
}
${config.useWith ? "}" : ""}${config.debug ? "} catch (e) { this.RuntimeErr(e, __eta.templateStr, __eta.line, options.filepath) }" : ""}
return __eta.res;
`;
  if (config.plugins) for (let i = 0; i < config.plugins.length; i++) {
    const plugin = config.plugins[i];
    if (plugin.processFnString) res = plugin.processFnString(res, config);
  }
  return res;
}
function compileBody(buff) {
  const config = this.config;
  let i = 0;
  const buffLength = buff.length;
  let returnStr = "";
  for (; i < buffLength; i++) {
    const currentBlock = buff[i];
    if (typeof currentBlock === "string") returnStr += "__eta.res+='" + currentBlock + "';\n";
    else {
      const type = currentBlock.t;
      let content = currentBlock.val || "";
      if (config.debug) returnStr += "__eta.line=" + currentBlock.lineNo + "\n";
      if (type === "r") {
        if (config.autoFilter) content = "__eta.f(" + content + ")";
        returnStr += "__eta.res+=" + content + ";\n";
      } else if (type === "i") {
        if (config.autoFilter) content = "__eta.f(" + content + ")";
        if (config.autoEscape) content = "__eta.e(" + content + ")";
        returnStr += "__eta.res+=" + content + ";\n";
      } else if (type === "e") returnStr += content + "\n";
      else if (Object.hasOwn(config.customTags, type)) returnStr += `__eta.res+=this.config.customTags[${JSON.stringify(type)}](${JSON.stringify(content)},${config.varName});
`;
    }
  }
  return returnStr;
}
function trimWS(str, config, wsLeft, wsRight) {
  let leftTrim;
  let rightTrim;
  if (Array.isArray(config.autoTrim)) {
    leftTrim = config.autoTrim[1];
    rightTrim = config.autoTrim[0];
  } else leftTrim = rightTrim = config.autoTrim;
  if (wsLeft || wsLeft === false) leftTrim = wsLeft;
  if (wsRight || wsRight === false) rightTrim = wsRight;
  if (!rightTrim && !leftTrim) return str;
  if (leftTrim === "slurp" && rightTrim === "slurp") return str.trim();
  if (leftTrim === "_" || leftTrim === "slurp") str = str.trimStart();
  else if (leftTrim === "-" || leftTrim === "nl") str = str.replace(/^(?:\r\n|\n|\r)/, "");
  if (rightTrim === "_" || rightTrim === "slurp") str = str.trimEnd();
  else if (rightTrim === "-" || rightTrim === "nl") str = str.replace(/(?:\r\n|\n|\r)$/, "");
  return str;
}
var escMap = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;"
};
function replaceChar(s) {
  return escMap[s];
}
function XMLEscape(str) {
  const newStr = String(str);
  if (/[&<>"']/.test(newStr)) return newStr.replace(/[&<>"']/g, replaceChar);
  else return newStr;
}
var defaultConfig = {
  autoEscape: true,
  autoFilter: false,
  autoTrim: [false, "nl"],
  cache: false,
  cacheFilepaths: true,
  customTags: {},
  debug: false,
  escapeFunction: XMLEscape,
  filterFunction: (val) => String(val),
  outputFunctionName: "output",
  functionHeader: "",
  parse: {
    exec: "",
    interpolate: "=",
    raw: "~"
  },
  plugins: [],
  rmWhitespace: false,
  tags: ["<%", "%>"],
  useWith: false,
  varName: "it",
  defaultExtension: ".eta"
};
var templateLitReg = /`(?:\\[\s\S]|\${(?:[^{}]|{(?:[^{}]|{[^}]*})*})*}|(?!\${)[^\\`])*`/g;
var singleQuoteReg = /'(?:\\[\s\w"'\\`]|[^\n\r'\\])*?'/g;
var doubleQuoteReg = /"(?:\\[\s\w"'\\`]|[^\n\r"\\])*?"/g;
function escapeRegExp(string) {
  return string.replace(/[.*+\-?^${}()|[\]\\]/g, "\\$&");
}
function getLineNo(str, index) {
  return str.slice(0, index).split("\n").length;
}
function parse2(str) {
  const config = this.config;
  let buffer = [];
  let trimLeftOfNextStr = false;
  let lastIndex = 0;
  const parseOptions = config.parse;
  const customTagPrefixes = Object.keys(config.customTags);
  if (config.plugins) for (let i = 0; i < config.plugins.length; i++) {
    const plugin = config.plugins[i];
    if (plugin.processTemplate) str = plugin.processTemplate(str, config);
  }
  if (config.rmWhitespace) str = str.replace(/[\r\n]+/g, "\n").replace(/^\s+|\s+$/gm, "");
  templateLitReg.lastIndex = 0;
  singleQuoteReg.lastIndex = 0;
  doubleQuoteReg.lastIndex = 0;
  function pushString(strng, shouldTrimRightOfString) {
    if (strng) {
      strng = trimWS(strng, config, trimLeftOfNextStr, shouldTrimRightOfString);
      if (strng) {
        strng = strng.replace(/\\|'/g, "\\$&").replace(/\r\n|\n|\r/g, "\\n");
        buffer.push(strng);
      }
    }
  }
  const prefixes = [
    parseOptions.exec,
    parseOptions.interpolate,
    parseOptions.raw,
    ...customTagPrefixes
  ].reduce((accumulator, prefix) => {
    if (accumulator && prefix) return accumulator + "|" + escapeRegExp(prefix);
    else if (prefix) return escapeRegExp(prefix);
    else return accumulator;
  }, "");
  const parseOpenReg = new RegExp(escapeRegExp(config.tags[0]) + "(-|_)?\\s*(" + prefixes + ")?\\s*", "g");
  const parseCloseReg = new RegExp("'|\"|`|\\/\\*|(\\s*(-|_)?" + escapeRegExp(config.tags[1]) + ")", "g");
  let m;
  while (m = parseOpenReg.exec(str)) {
    const precedingString = str.slice(lastIndex, m.index);
    lastIndex = m[0].length + m.index;
    const wsLeft = m[1];
    const prefix = m[2] || "";
    pushString(precedingString, wsLeft);
    parseCloseReg.lastIndex = lastIndex;
    let closeTag;
    let currentObj = false;
    while (closeTag = parseCloseReg.exec(str)) if (closeTag[1]) {
      const content = str.slice(lastIndex, closeTag.index);
      parseOpenReg.lastIndex = lastIndex = parseCloseReg.lastIndex;
      trimLeftOfNextStr = closeTag[2];
      currentObj = {
        t: prefix === parseOptions.exec ? "e" : prefix === parseOptions.raw ? "r" : prefix === parseOptions.interpolate ? "i" : customTagPrefixes.includes(prefix) ? prefix : "",
        val: content
      };
      break;
    } else {
      const char = closeTag[0];
      if (char === "/*") {
        const commentCloseInd = str.indexOf("*/", parseCloseReg.lastIndex);
        if (commentCloseInd === -1) ParseErr("unclosed comment", str, closeTag.index);
        parseCloseReg.lastIndex = commentCloseInd;
      } else if (char === "'") {
        singleQuoteReg.lastIndex = closeTag.index;
        if (singleQuoteReg.exec(str)) parseCloseReg.lastIndex = singleQuoteReg.lastIndex;
        else ParseErr("unclosed string", str, closeTag.index);
      } else if (char === '"') {
        doubleQuoteReg.lastIndex = closeTag.index;
        if (doubleQuoteReg.exec(str)) parseCloseReg.lastIndex = doubleQuoteReg.lastIndex;
        else ParseErr("unclosed string", str, closeTag.index);
      } else if (char === "`") {
        templateLitReg.lastIndex = closeTag.index;
        if (templateLitReg.exec(str)) parseCloseReg.lastIndex = templateLitReg.lastIndex;
        else ParseErr("unclosed string", str, closeTag.index);
      }
    }
    if (currentObj) {
      if (config.debug) currentObj.lineNo = getLineNo(str, m.index);
      buffer.push(currentObj);
    } else ParseErr("unclosed tag", str, m.index);
  }
  pushString(str.slice(lastIndex, str.length), false);
  if (config.plugins) for (let i = 0; i < config.plugins.length; i++) {
    const plugin = config.plugins[i];
    if (plugin.processAST) buffer = plugin.processAST(buffer, config);
  }
  return buffer;
}
function handleCache(template, options) {
  const templateStore = options?.async ? this.templatesAsync : this.templatesSync;
  if (this.resolvePath && this.readFile && !template.startsWith("@")) {
    const templatePath = options.filepath;
    const cachedTemplate = templateStore.get(templatePath);
    if (this.config.cache && cachedTemplate) return cachedTemplate;
    else {
      const templateString = this.readFile(templatePath);
      const templateFn = this.compile(templateString, options);
      if (this.config.cache) templateStore.define(templatePath, templateFn);
      return templateFn;
    }
  } else {
    const cachedTemplate = templateStore.get(template);
    if (cachedTemplate) return cachedTemplate;
    else throw new EtaNameResolutionError(`Failed to get template '${template}'`);
  }
}
function render2(template, data, meta) {
  let templateFn;
  const options = {
    ...meta,
    async: false
  };
  if (typeof template === "string") {
    if (this.resolvePath && this.readFile && !template.startsWith("@")) options.filepath = this.resolvePath(template, options);
    templateFn = handleCache.call(this, template, options);
  } else templateFn = template;
  return templateFn.call(this, data, options);
}
function renderAsync(template, data, meta) {
  let templateFn;
  const options = {
    ...meta,
    async: true
  };
  if (typeof template === "string") {
    if (this.resolvePath && this.readFile && !template.startsWith("@")) options.filepath = this.resolvePath(template, options);
    templateFn = handleCache.call(this, template, options);
  } else templateFn = template;
  const res = templateFn.call(this, data, options);
  return Promise.resolve(res);
}
function renderString(template, data) {
  const templateFn = this.compile(template, { async: false });
  return render2.call(this, templateFn, data);
}
function renderStringAsync(template, data) {
  const templateFn = this.compile(template, { async: true });
  return renderAsync.call(this, templateFn, data);
}
var Cacher = class {
  constructor(cache) {
    this.cache = cache;
  }
  define(key, val) {
    this.cache[key] = val;
  }
  get(key) {
    return this.cache[key];
  }
  remove(key) {
    delete this.cache[key];
  }
  reset() {
    this.cache = {};
  }
  load(cacheObj) {
    this.cache = {
      ...this.cache,
      ...cacheObj
    };
  }
};
var Eta$1 = class {
  constructor(customConfig) {
    if (customConfig) this.config = {
      ...defaultConfig,
      ...customConfig
    };
    else this.config = { ...defaultConfig };
    const reserved = [
      this.config.parse.exec,
      this.config.parse.interpolate,
      this.config.parse.raw,
      "-",
      "_"
    ];
    for (const prefix of Object.keys(this.config.customTags)) if (reserved.includes(prefix)) throw new EtaError(`Custom tag prefix "${prefix}" conflicts with a built-in prefix`);
  }
  config;
  RuntimeErr = RuntimeErr;
  compile = compile;
  compileToString = compileToString;
  compileBody = compileBody;
  parse = parse2;
  render = render2;
  renderAsync = renderAsync;
  renderString = renderString;
  renderStringAsync = renderStringAsync;
  filepathCache = {};
  templatesSync = new Cacher({});
  templatesAsync = new Cacher({});
  resolvePath = null;
  readFile = null;
  configure(customConfig) {
    this.config = {
      ...this.config,
      ...customConfig
    };
  }
  withConfig(customConfig) {
    return {
      ...this,
      config: {
        ...this.config,
        ...customConfig
      }
    };
  }
  loadTemplate(name, template, options) {
    if (typeof template === "string") (options?.async ? this.templatesAsync : this.templatesSync).define(name, this.compile(template, options));
    else {
      let templates = this.templatesSync;
      if (template.constructor.name === "AsyncFunction" || options?.async) templates = this.templatesAsync;
      templates.define(name, template);
    }
  }
};
var Eta = class extends Eta$1 {
  readFile = readFile4;
  resolvePath = resolvePath;
};

// src/report/template.ts
function defaultTemplatesDir() {
  let dir = dirname2(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync(join4(dir, "templates", "report.md.eta"))) return join4(dir, "templates");
    dir = dirname2(dir);
  }
  throw new Error("templates/report.md.eta not found beside benchgate");
}
var DEFAULT_TEMPLATE = { markdown: "report.md.eta", html: "report.html.eta" };
var compiled = /* @__PURE__ */ new Map();
function renderTemplate(view, template, kind = "markdown") {
  const shipped = defaultTemplatesDir();
  const file = template ? resolve(template) : join4(shipped, DEFAULT_TEMPLATE[kind]);
  const key = `${kind}\0${file}`;
  let c = compiled.get(key);
  if (!c) {
    const eta = new Eta({ views: dirname2(file), autoEscape: kind === "html", autoTrim: false, cache: true });
    eta.resolvePath = (name) => {
      const local = resolve(dirname2(file), name);
      return existsSync(local) ? local : resolve(shipped, name);
    };
    c = { eta, fn: eta.compile(readFileSync2(file, "utf8")) };
    compiled.set(key, c);
  }
  const out = c.fn.call(c.eta, view);
  return kind === "markdown" ? out.replace(/\n{3,}/g, "\n\n") : out;
}

// src/report/escape.ts
var MARKDOWN_SPECIAL = /[\\`*_[\]|]/g;
function escapeMarkdown(text) {
  let out = markReferences(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(MARKDOWN_SPECIAL, (c) => c === "|" ? "&#124;" : `\\${c}`);
  if (out.indexOf("~") !== out.lastIndexOf("~")) out = out.replace(/~/g, "\\~");
  return out.replace(BREAK_MARK, ZWSP_ENTITY);
}
function escapeHtml(text) {
  return markReferences(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;").replace(BREAK_MARK, ZWSP_ENTITY);
}
var BREAK_MARK = /\u0001/g;
var ZWSP_ENTITY = "&#8203;";
function markReferences(text) {
  return text.replace(/[\r\n\t\f\v]+/g, " ").replace(/[\u0000-\u001f\u007f]/g, "").replace(/@/g, "@").replace(/#(?=[0-9])/g, "#").replace(/:\/\//g, "://").replace(/\b(www)\./gi, "$1.");
}
function escapeMermaidLabel(text, max = 40) {
  const plain = text.replace(/[^\p{L}\p{N} =._/:,+%()-]/gu, " ").replace(/\s+/g, " ").trim();
  const cut = [...plain];
  return cut.length > max ? `${cut.slice(0, max - 1).join("")}…` : plain;
}

// src/report/charts/scale.ts
function chooseScale(unit, values) {
  const finite = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  const median2 = finite.length ? finite[Math.floor(finite.length / 2)] : 0;
  return scaleTimeUnit(unit, median2) ?? { factor: 1, unit };
}

// src/report/charts/chart-data.ts
var DEFAULT_CHART_LIMITS = { maxCharts: 30, maxBars: 24, maxLines: 8, maxSectionsPerFamily: 4 };
function planCharts(model, limits = DEFAULT_CHART_LIMITS) {
  const changed = (f) => f.counts.regression + f.counts.improvement > 0;
  const ranked = [...model.families.filter(changed), ...model.families.filter((f) => !changed(f))];
  const specs = [];
  for (const f of ranked) {
    if (specs.length >= limits.maxCharts) break;
    const bars = barChart(f, limits);
    if (bars) specs.push(bars);
    specs.push(...lineCharts(f, limits));
  }
  const order = new Map(model.families.map((f, i) => [f.key, i]));
  return specs.slice(0, limits.maxCharts).map((s, i) => ({ s, i })).sort((a, b) => order.get(a.s.family) - order.get(b.s.family) || a.i - b.i).map(({ s }, i) => ({ ...s, id: `chart-${i + 1}` }));
}
function barChart(f, limits) {
  const rows = f.family.entries.map((e) => e.primary);
  const unitKey = mostCommon(rows.map((r) => metricKey({ unit: r.unit, name: r.metric })));
  let chosen = rows.filter((r) => metricKey({ unit: r.unit, name: r.metric }) === unitKey && (r.base || r.head));
  if (chosen.length === 0) return void 0;
  const total = chosen.length;
  if (chosen.length > limits.maxBars) {
    const size = (r) => r.change === void 0 || r.change <= -1 ? Infinity : Math.abs(Math.log1p(r.change));
    const keep = new Set([...chosen].sort((a, b) => size(b) - size(a)).slice(0, limits.maxBars));
    chosen = chosen.filter((r) => keep.has(r));
  }
  const first = chosen[0];
  const values = chosen.flatMap((r) => [r.base?.center, r.head?.center]).filter((v) => v !== void 0);
  const scale = chooseScale(first.unit, values);
  const scaled = (s) => s ? { center: s.center * scale.factor, low: s.low * scale.factor, high: s.high * scale.factor } : null;
  const positive2 = values.filter((v) => v > 0);
  const logarithmic = positive2.length === values.length && positive2.length > 1 && Math.max(...positive2) / Math.min(...positive2) > 50;
  const metric = metricLabel(first).replace(first.unit, scale.unit);
  const subset = total > chosen.length ? ` (${chosen.length} largest changes of ${total})` : "";
  return {
    kind: "bars",
    family: f.key,
    title: `${f.shortTitle}: ${metric}, base vs head${subset}`,
    alt: `Bar chart of ${metric} for ${f.title}, base and head side by side with 95% interval whiskers, ${chosen.length} benchmarks${subset}${largest(chosen)}.`,
    unit: scale.unit,
    labels: chosen.map(rowLabel(f)),
    base: chosen.map((r) => scaled(r.base)),
    head: chosen.map((r) => scaled(r.head)),
    logarithmic
  };
}
function lineCharts(f, limits) {
  const matrix = f.matrices[0];
  if (!matrix) return [];
  const { grid } = matrix;
  const down = grid.axes.down.map((d) => d.name).join(", ");
  const sections = mostChanged(grid.sections, (s) => s.lines.flatMap((l) => l.cells), limits.maxSectionsPerFamily);
  return sections.map((section) => {
    const lines = mostChanged(section.lines, (l) => l.cells, limits.maxLines);
    const more = section.lines.length > lines.length ? ` (the ${lines.length} of ${section.lines.length} lines that change most)` : "";
    const where = section.title ? ` at ${section.title}` : "";
    return {
      kind: "lines",
      family: f.key,
      title: `${f.shortTitle}: ${matrix.metric} change by ${grid.axes.across.name}${where}${more}`,
      alt: `Line chart of the change in ${matrix.metric} for ${f.title}${where}: one line per ${down} (${lines.map((l) => l.down.join(" ")).join(", ")}) across ${grid.axes.across.name} (${grid.axes.across.values.join(", ")})${more}.`,
      xTitle: grid.axes.across.name,
      labels: grid.axes.across.values.map((v) => `${grid.axes.across.name}=${v}`),
      series: lines.map((line) => ({
        label: line.down.map((v, i) => `${grid.axes.down[i].name}=${v}`).join(" "),
        values: line.cells.map((r) => r?.change !== void 0 && Number.isFinite(r.change) ? round(r.change * 100) : null)
      }))
    };
  });
}
function mostChanged(items, cellsOf, max) {
  if (items.length <= max) return [...items];
  const score = (item) => {
    const cells = cellsOf(item).filter((r) => r !== void 0);
    const changed = cells.filter((r) => r.verdict === "regression" || r.verdict === "improvement").length;
    const largest2 = Math.max(0, ...cells.map((r) => r.change !== void 0 && Number.isFinite(r.change) ? Math.abs(r.change) : 0));
    return changed * 1e6 + largest2;
  };
  const keep = new Set(
    items.map((item, i) => ({ item, i, s: score(item) })).sort((a, b) => b.s - a.s || a.i - b.i).slice(0, max).map((x) => x.item)
  );
  return items.filter((item) => keep.has(item));
}
function rowLabel(f) {
  return (r) => {
    const sub = r.name.startsWith(`${f.family.fn}/`) ? r.name.slice(f.family.fn.length + 1) : r.name === f.family.fn ? "" : r.name;
    const params = Object.entries(r.params).filter(([k, v]) => !r.name.includes(`${k}=${v}`)).map(([k, v]) => `${k}=${v}`);
    if (r.procs !== void 0 && new Set(f.family.entries.map((e) => e.primary.procs)).size > 1) params.push(`procs=${r.procs}`);
    return [sub, ...params].filter(Boolean).join(" ") || f.family.fn;
  };
}
function largest(rows) {
  const withChange = rows.filter((r) => r.change !== void 0 && Number.isFinite(r.change));
  if (withChange.length === 0) return "";
  const top = withChange.reduce((a, b) => Math.abs(Math.log1p(b.change)) > Math.abs(Math.log1p(a.change)) ? b : a);
  return `; the largest change is ${formatChange(top.change)} (${rowLabelPlain(top)}, ${top.verdict})`;
}
function rowLabelPlain(r) {
  const params = Object.entries(r.params).filter(([k, v]) => !r.name.includes(`${k}=${v}`));
  return [r.name, ...params.map(([k, v]) => `${k}=${v}`)].join(" ");
}
function mostCommon(keys) {
  const counts = /* @__PURE__ */ new Map();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
}
function round(x) {
  return Math.round(x * 100) / 100;
}

// src/report/charts/mermaid.ts
function renderMermaidChart(spec) {
  const body = spec.kind === "bars" ? barLines(spec) : lineLines(spec);
  return ["```mermaid", "xychart-beta", ...body.map((l) => `    ${l}`), "```"].join("\n");
}
function barLines(spec) {
  const axis = `x-axis [${spec.labels.map((l) => quote2(l)).join(", ")}]`;
  if (spec.logarithmic) {
    const change = spec.base.map((b, i) => {
      const h = spec.head[i];
      return b && h && b.center !== 0 ? (h.center - b.center) / Math.abs(b.center) * 100 : 0;
    });
    return [
      `title ${quote2(`change of head vs base in %, ${spec.title}`, 100)}`,
      axis,
      `y-axis "change %" ${range(change)}`,
      `bar [${change.map(number).join(", ")}]`
    ];
  }
  const base = spec.base.map((s) => s?.center ?? 0);
  const head = spec.head.map((s) => s?.center ?? 0);
  return [
    `title ${quote2(`bars: head, line: base, ${spec.title}`, 100)}`,
    axis,
    `y-axis ${quote2(spec.unit)} ${range([...base, ...head], true)}`,
    `bar [${head.map(number).join(", ")}]`,
    `line [${base.map(number).join(", ")}]`
  ];
}
function lineLines(spec) {
  const values = spec.series.flatMap((s) => s.values.map((v) => v ?? 0));
  const order = spec.series.map((s) => s.label).join(", ");
  return [
    `title ${quote2(`${spec.title}, lines in order: ${order}`, 140)}`,
    `x-axis [${spec.labels.map((l) => quote2(l)).join(", ")}]`,
    `y-axis "change %" ${range(values)}`,
    ...spec.series.map((s) => `line [${s.values.map((v) => number(v ?? 0)).join(", ")}]`)
  ];
}
function quote2(text, max = 40) {
  return `"${escapeMermaidLabel(text, max)}"`;
}
function range(values, fromZero = false) {
  const finite = values.filter((v) => Number.isFinite(v));
  let lo = Math.min(0, ...finite);
  let hi = Math.max(0, ...finite);
  if (fromZero) lo = Math.min(0, lo);
  if (lo === hi) hi = lo + 1;
  const pad = (hi - lo) * 0.05;
  return `${number(lo < 0 ? lo - pad : lo)} --> ${number(hi + pad)}`;
}
function number(v) {
  if (!Number.isFinite(v)) return "0";
  const s = String(Number(v.toPrecision(4)));
  return s.includes("e") ? v.toFixed(12).replace(/\.?0+$/, "") : s;
}

// src/report/charts/embed.ts
var BASE_URL = /^https:\/\/[^\s()<>"'`\\]+$/;
function chartUrl(baseUrl, file) {
  if (!BASE_URL.test(baseUrl)) {
    throw new Error(`chart base URL ${JSON.stringify(baseUrl)} is not an https:// URL without spaces, quotes or parentheses`);
  }
  return `${baseUrl.replace(/\/+$/, "")}/${encodeURIComponent(file)}`;
}
function chartFragmentsByFamily(model, embed) {
  const out = /* @__PURE__ */ new Map();
  const add = (family, fragment) => out.set(family, [...out.get(family) ?? [], fragment]);
  if (!embed) return out;
  if (embed.kind === "images") {
    for (const image of embed.images) add(image.family, imageMarkdown(image, embed.baseUrl));
  } else {
    for (const spec of planCharts(model, embed.limits ?? DEFAULT_CHART_LIMITS)) add(spec.family, renderMermaidChart(spec));
  }
  return out;
}
function imageMarkdown(image, baseUrl) {
  return `![${escapeMarkdown(image.alt)}](${chartUrl(baseUrl, image.file)})`;
}

// src/report/view.ts
function viewOfModel(model, charts) {
  const fragments = chartFragmentsByFamily(model, charts);
  return {
    title: escapeMarkdown(model.title),
    headline: escapeMarkdown(model.headline),
    warnings: model.warnings.map(escapeMarkdown),
    regressions: tableView(model.regressions),
    improvements: tableView(model.improvements),
    families: model.families.map((f) => familyView(f, fragments.get(f.key) ?? [])),
    rowCount: model.rowCount,
    benchmarkCount: model.benchmarkCount,
    footnotes: model.footnotes.map((n, i) => `<sup>${i + 1}</sup> ${escapeMarkdown(n)}`),
    problems: model.problems.map(escapeMarkdown),
    environment: model.environment.map(environmentLine),
    legend: "Change: head against base. Intervals: 95% confidence interval of the median, or the tool’s own interval. ❌ regression · ✅ improvement · ❔ a change past the threshold that the samples cannot confirm.",
    omitted: []
  };
}
function familyView(f, charts) {
  const counts = [
    `${f.family.entries.length} benchmark${f.family.entries.length === 1 ? "" : "s"}`,
    f.counts.regression ? `❌ ${f.counts.regression}` : "",
    f.counts.improvement ? `✅ ${f.counts.improvement}` : ""
  ].filter(Boolean);
  return {
    title: escapeMarkdown(f.title),
    summary: escapeHtml(`${f.title} · ${counts.join(" · ")}`),
    rowCount: f.rowCount,
    changed: f.counts.regression + f.counts.improvement > 0,
    table: tableView(f.table),
    matrices: f.matrices.map((m) => ({
      title: escapeMarkdown(`${m.metric} change: ${m.down.join(", ")} down, ${m.across} across`),
      sections: m.sections.map((s) => ({ title: escapeMarkdown(s.title), table: tableView(s.table) }))
    })),
    charts
  };
}
function tableView(t) {
  return { header: t.header.map(escapeMarkdown), align: [...t.align], rows: t.rows.map((r) => r.map(cellMarkdown)) };
}
function cellMarkdown(c) {
  const text = escapeMarkdown(c.text);
  return c.notes?.length ? `${text} <sup>${c.notes.join(",")}</sup>` : text;
}
function environmentLine(line) {
  const parts = line.parts.map((p) => p.url ? `[${escapeMarkdown(p.text)}](${p.url})` : escapeMarkdown(p.text));
  return `**${escapeMarkdown(line.label)}**: ${parts.join("")}`;
}

// src/report/markdown.ts
function renderMarkdownReport(c, options = {}) {
  return renderTemplate(viewOfModel(buildReportModel(c, options), options.charts), options.template);
}

// src/cli/args.ts
import { parseArgs } from "node:util";
function parseCommandLine(args, options, usage) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(`${err.message.split("\n")[0]}

${usage}`);
  }
}

// src/cli/parse-command.ts
import { writeFile } from "node:fs/promises";

// src/report/results-table.ts
function renderResultsTable(results) {
  const rows = [];
  for (const b of results.benchmarks) {
    for (const m of b.metrics) {
      const { side } = summarizeSide(m);
      rows.push([
        benchmarkLabel(b),
        m.name ?? "",
        side ? formatValue(side.center, m.unit) : "?",
        side ? formatSpread(side.center, side.low, side.high) : "",
        String(side?.n ?? 0),
        side?.source === "summary" ? "tool summary" : "median"
      ]);
    }
  }
  const tool = results.context.tool;
  const head = tool ? `${tool.name}${tool.version ? ` ${tool.version}` : ""}: ` : "";
  const title = `${head}${results.benchmarks.length} benchmarks, ${results.problems.length} problems

`;
  return title + renderTextTable(["benchmark", "metric", "center", "interval", "n", "from"], rows);
}

// src/cli/problems.ts
var SHOWN = 20;
function printProblems(problems) {
  for (const p of problems.slice(0, SHOWN)) {
    process.stderr.write(`${p.file}${p.line > 0 ? `:${p.line}` : ""}: ${p.message}
`);
  }
  if (problems.length > SHOWN) {
    process.stderr.write(`... and ${problems.length - SHOWN} more problems (all of them are in the JSON output)
`);
  }
}

// src/cli/parse-command.ts
var USAGE = `Usage: benchgate parse FILE... [--format F] [--patterns FILE] [--json] [--out FILE]

  --format F        the input format (default: auto); one of the names in docs/formats.md
  --patterns FILE   YAML or JSON with "patterns:" for home-grown output
  --json            print the normalized results JSON (benchgate/results@1)
  --out FILE        write the output to FILE instead of standard output`;
async function parseCommand(args) {
  const { values, positionals } = parseCommandLine(
    args,
    {
      format: { type: "string" },
      patterns: { type: "string" },
      json: { type: "boolean" },
      out: { type: "string" },
      help: { type: "boolean", short: "h" }
    },
    USAGE
  );
  if (values.help) {
    process.stdout.write(`${USAGE}
`);
    return EXIT.ok;
  }
  if (positionals.length === 0) throw new UsageError(`no input files

${USAGE}`);
  const format = parseFormatOption(values.format);
  const patternFormats = values.patterns ? await loadPatternFormats(values.patterns) : [];
  const { results } = await loadInputs(positionals, { format, patternFormats });
  const output = values.json ? `${JSON.stringify(results, null, 2)}
` : renderResultsTable(results);
  if (values.out) await writeFile(values.out, output);
  else process.stdout.write(output);
  printProblems(results.problems);
  if (results.benchmarks.length === 0) return EXIT.usage;
  return results.problems.length > 0 ? EXIT.partial : EXIT.ok;
}
function parseFormatOption(value) {
  if (value === void 0 || value === "auto") return "auto";
  if (!isFormatName(value)) throw new UsageError(`unknown format "${value}" (see docs/formats.md)`);
  return value;
}

// src/cli/compare-command.ts
var USAGE2 = `Usage: benchgate compare BASE HEAD [options]

BASE and HEAD are raw tool output, benchgate JSON, or Criterion directories.

  --format F        input format (default: auto)
  --patterns FILE   YAML or JSON with "patterns:" for home-grown output
  --threshold P     smallest change that counts, e.g. 5% (default 5%)
  --alpha A         significance level (default 0.05)
  --no-fdr          no Benjamini-Hochberg correction across rows
  --markdown        print the Markdown report (default)
  --text            print a plain text table
  --json            print the comparison JSON
  --template FILE   render the Markdown with your own Eta template
  --out FILE        write to FILE instead of standard output

Exit codes: 0 no regression, 1 regression, 2 usage or input error.`;
async function compareCommand(args) {
  const { values, positionals } = parseCommandLine(
    args,
    {
      format: { type: "string" },
      patterns: { type: "string" },
      threshold: { type: "string" },
      alpha: { type: "string" },
      "no-fdr": { type: "boolean" },
      markdown: { type: "boolean" },
      text: { type: "boolean" },
      json: { type: "boolean" },
      template: { type: "string" },
      out: { type: "string" },
      help: { type: "boolean", short: "h" }
    },
    USAGE2
  );
  if (values.help) {
    process.stdout.write(`${USAGE2}
`);
    return EXIT.ok;
  }
  if (positionals.length !== 2) throw new UsageError(`expected BASE and HEAD, got ${positionals.length} inputs

${USAGE2}`);
  if ([values.markdown, values.text, values.json].filter(Boolean).length > 1) {
    throw new UsageError("choose one of --markdown, --text, --json");
  }
  const policy = policyFromOptions(values);
  const format = parseFormatOption(values.format);
  const patternFormats = values.patterns ? await loadPatternFormats(values.patterns) : [];
  const base = await loadInputs([positionals[0]], { format, patternFormats });
  const head = await loadInputs([positionals[1]], { format, patternFormats });
  printProblems([...base.results.problems, ...head.results.problems]);
  for (const [side, loaded] of [["BASE", base], ["HEAD", head]]) {
    if (loaded.results.benchmarks.length === 0) {
      process.stderr.write(`benchgate compare: no benchmark results in ${side} (${positionals[side === "BASE" ? 0 : 1]})
`);
      return EXIT.usage;
    }
  }
  const comparison = compareResults(base.results, head.results, policy);
  const output = renderComparison(comparison, values);
  if (values.out) await writeFile2(values.out, output);
  else process.stdout.write(output);
  return comparison.summary.verdict === "regression" ? EXIT.regression : EXIT.ok;
}
function renderComparison(c, how) {
  if (how.json) return `${JSON.stringify(c, null, 2)}
`;
  if (how.text) return renderComparisonText(c);
  return renderMarkdownReport(c, how.template ? { template: how.template } : {});
}
function policyFromOptions(values) {
  const policy = { ...DEFAULT_POLICY, rules: [], directions: {} };
  if (values.threshold !== void 0) {
    const t = parsePercent(values.threshold);
    if (t === void 0) throw new UsageError(`--threshold "${values.threshold}" is not a percentage like 5% or 0.05`);
    policy.threshold = t;
  }
  if (values.alpha !== void 0) {
    const a = Number(values.alpha);
    if (!(a > 0 && a < 1)) throw new UsageError(`--alpha "${values.alpha}" must be a number between 0 and 1`);
    policy.alpha = a;
  }
  if (values["no-fdr"]) policy.fdr = false;
  return policy;
}

// src/cli/merge-command.ts
import { existsSync as existsSync2 } from "node:fs";
import { mkdir, writeFile as writeFile3 } from "node:fs/promises";
import { join as join5, resolve as resolve2 } from "node:path";
var USAGE3 = `Usage: benchgate merge DIR... [--out DIR] [--threshold P] [--alpha A] [--no-fdr] [--text|--json]

Combines the --out directories of sharded "benchgate run --shard i/n" jobs (each
with base.json and head.json) into one comparison and one report.`;
async function mergeCommand(args) {
  const { values, positionals } = parseCommandLine(
    args,
    {
      out: { type: "string" },
      threshold: { type: "string" },
      alpha: { type: "string" },
      "no-fdr": { type: "boolean" },
      text: { type: "boolean" },
      json: { type: "boolean" },
      template: { type: "string" },
      help: { type: "boolean", short: "h" }
    },
    USAGE3
  );
  if (values.help) {
    process.stdout.write(`${USAGE3}
`);
    return EXIT.ok;
  }
  if (positionals.length === 0) throw new UsageError(`no shard directories

${USAGE3}`);
  for (const dir of positionals) {
    for (const f of ["base.json", "head.json"]) {
      if (!existsSync2(join5(dir, f))) throw new UsageError(`${dir} has no ${f}: is it the --out of benchgate run?`);
    }
  }
  const base = await loadInputs(positionals.map((d) => join5(d, "base.json")), { format: "benchgate" });
  const head = await loadInputs(positionals.map((d) => join5(d, "head.json")), { format: "benchgate" });
  printProblems([...base.results.problems, ...head.results.problems]);
  const comparison = compareResults(base.results, head.results, policyFromOptions(values));
  const report = renderMarkdownReport(comparison, values.template ? { template: values.template } : {});
  const outDir = resolve2(values.out ?? "benchgate-merged");
  await mkdir(outDir, { recursive: true });
  const json = (v) => `${JSON.stringify(v, null, 2)}
`;
  await writeFile3(join5(outDir, "base.json"), json(base.results));
  await writeFile3(join5(outDir, "head.json"), json(head.results));
  await writeFile3(join5(outDir, "comparison.json"), json(comparison));
  await writeFile3(join5(outDir, "report.md"), report);
  process.stdout.write(values.json ? json(comparison) : values.text ? renderComparisonText(comparison) : report);
  return comparison.summary.verdict === "regression" ? EXIT.regression : EXIT.ok;
}

// src/cli/run-command.ts
import { writeFile as writeFile5 } from "node:fs/promises";
import { join as join11, resolve as resolve4 } from "node:path";

// src/run/ab-run.ts
import { mkdir as mkdir3, writeFile as writeFile4 } from "node:fs/promises";
import { join as join8, resolve as resolve3 } from "node:path";

// src/run/filter-join.ts
function escapeRegex(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function joinFilter(names, spec) {
  const unique = [...new Set(names)];
  if (unique.length === 0) return spec.default;
  if (spec.join === "go-bench") {
    const levels = [];
    for (const name of unique) {
      name.split("/").forEach((part, i) => (levels[i] ??= /* @__PURE__ */ new Set()).add(part));
    }
    return levels.map((set) => `^(?:${[...set].map(escapeRegex).join("|")})$`).join("/");
  }
  return `(?:${unique.map(escapeRegex).join("|")})`;
}

// src/run/fingerprint.ts
import { readFileSync as readFileSync3 } from "node:fs";
import os from "node:os";

// src/run/exec.ts
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
var TAIL_LINES = 30;
var MAX_CAPTURE = 64 * 1024 * 1024;
var running = /* @__PURE__ */ new Set();
function execShell(command, options) {
  const started = Date.now();
  return new Promise((resolve5, reject) => {
    const child = spawn("bash", ["-o", "pipefail", "-c", command], {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"]
    });
    if (child.pid !== void 0) running.add(child.pid);
    const out = options.stdoutFile ? createWriteStream(options.stdoutFile) : void 0;
    const tail = new TailBuffer(TAIL_LINES);
    let stdout = "";
    let timedOut = false;
    const timer = options.timeoutMs !== void 0 ? setTimeout(() => {
      timedOut = true;
      killGroup(child.pid, "SIGKILL");
    }, options.timeoutMs) : void 0;
    child.stdout.on("data", (chunk) => {
      const text = chunk.toString("utf8");
      tail.push(text);
      options.onOutput?.(text);
      if (out) out.write(chunk);
      else if (stdout.length < MAX_CAPTURE) stdout += text;
    });
    child.stderr.on("data", (chunk) => {
      const text = chunk.toString("utf8");
      tail.push(text);
      options.onOutput?.(text);
    });
    child.on("error", (err) => {
      if (timer) clearTimeout(timer);
      reject(err);
    });
    child.on("close", (code, signal) => {
      if (timer) clearTimeout(timer);
      if (child.pid !== void 0) running.delete(child.pid);
      const finish = () => resolve5({ code, signal, timedOut, tail: tail.lines(), stdout, elapsedMs: Date.now() - started });
      if (out) out.end(finish);
      else finish();
    });
  });
}
function killAllRunning(signal = "SIGTERM") {
  for (const pid of running) killGroup(pid, signal);
}
function killGroup(pid, signal) {
  if (pid === void 0) return;
  try {
    process.kill(-pid, signal);
  } catch {
  }
}
var TailBuffer = class {
  constructor(max) {
    this.max = max;
  }
  max;
  buffer = "";
  push(text) {
    this.buffer += text;
    if (this.buffer.length > 64 * 1024) this.buffer = this.buffer.slice(-32 * 1024);
  }
  lines() {
    return this.buffer.split("\n").filter((l) => l.trim() !== "").slice(-this.max);
  }
};

// src/run/fingerprint.ts
function machineInfo() {
  const cpus = os.cpus();
  return {
    os: os.platform(),
    arch: os.arch(),
    cpu: cpus[0]?.model.trim() ?? "unknown",
    cores: cpus.length,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    kernel: `${os.type()} ${os.release()}`,
    ...governor() ? { governor: governor() } : {}
  };
}
function loadPerCore() {
  return os.loadavg()[0] / Math.max(1, os.cpus().length);
}
function governor() {
  try {
    return readFileSync3("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor", "utf8").trim();
  } catch {
    return void 0;
  }
}
async function toolchainVersions(tools, cwd) {
  const out = {};
  for (const tool of tools) {
    if (!tool.version) continue;
    const r = await execShell(`${tool.version} 2>&1`, { cwd, env: process.env, timeoutMs: 6e4 }).catch(() => void 0);
    const first = r?.stdout.split("\n").find((l) => l.trim() !== "");
    if (r && r.code === 0 && first) out[tool.command] = first.trim();
  }
  return out;
}
function fingerprintDifferences(a, b) {
  const diffs = [];
  for (const key of ["cpu", "cores", "memory", "kernel", "governor"]) {
    if (a.machine[key] !== b.machine[key]) diffs.push(`${key}: ${a.machine[key] ?? "?"} vs ${b.machine[key] ?? "?"}`);
  }
  for (const tool of /* @__PURE__ */ new Set([...Object.keys(a.toolchain), ...Object.keys(b.toolchain)])) {
    if (a.toolchain[tool] !== b.toolchain[tool]) diffs.push(`${tool}: ${a.toolchain[tool] ?? "?"} vs ${b.toolchain[tool] ?? "?"}`);
  }
  return diffs;
}

// src/run/git.ts
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join as join6 } from "node:path";
var GitError = class extends Error {
};
function git(args, cwd) {
  return new Promise((resolve5, reject) => {
    execFile("git", args, { cwd, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) {
        const detail = (stderr || err.message).trim().split("\n").slice(-3).join(" ");
        reject(new GitError(`git ${args.join(" ")}: ${detail}`));
      } else {
        resolve5(stdout.trim());
      }
    });
  });
}
async function repositoryRoot(dir) {
  return git(["rev-parse", "--show-toplevel"], dir);
}
async function resolveCommit(ref, cwd) {
  return git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], cwd).catch(() => {
    throw new GitError(`"${ref}" is not a commit in this repository (fetch it first, e.g. actions/checkout with fetch-depth: 0)`);
  });
}
async function defaultBase(cwd) {
  const candidates = ["origin/HEAD", "origin/main", "origin/master", "main", "master"];
  for (const ref of candidates) {
    const ok = await git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], cwd).then(
      () => true,
      () => false
    );
    if (!ok) continue;
    const base = await git(["merge-base", "HEAD", ref], cwd).catch(() => "");
    if (base) return base;
  }
  throw new GitError("no default branch found to take the merge-base with: pass --base REF");
}
async function addWorktree(repoDir, commit) {
  const parent = await mkdtemp(join6(tmpdir(), "benchgate-wt-"));
  const dir = join6(parent, "tree");
  await git(["worktree", "add", "--detach", "--force", dir, commit], repoDir);
  let removed = false;
  return {
    dir,
    commit,
    async remove() {
      if (removed) return;
      removed = true;
      await git(["worktree", "remove", "--force", dir], repoDir).catch(() => void 0);
      await rm(parent, { recursive: true, force: true });
      await git(["worktree", "prune"], repoDir).catch(() => void 0);
    }
  };
}

// src/run/round.ts
import { existsSync as existsSync3 } from "node:fs";
import { mkdir as mkdir2, rm as rm2 } from "node:fs/promises";
import { isAbsolute as isAbsolute2, join as join7 } from "node:path";

// src/run/shell-quote.ts
function shellQuote(value) {
  if (value !== "" && /^[\w@%+=:,./-]+$/.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}
function expandCommand(template, values) {
  return substitute(template, {
    filter: shellQuote(values.filter),
    count: String(values.count),
    out: shellQuote(values.out),
    args: values.args ?? ""
  });
}
function expandPlain(template, values) {
  return substitute(template, {
    filter: values.filter,
    count: String(values.count),
    out: values.out,
    args: values.args ?? ""
  });
}
function substitute(template, values) {
  let out = template;
  for (const [key, value] of Object.entries(values)) out = out.split(`{${key}}`).join(value);
  return out;
}

// src/run/round.ts
var RunError = class extends Error {
};
async function buildSide(preset, projectDir, side, env, timeoutMs) {
  if (!preset.build) return;
  const r = await execShell(preset.build, { cwd: projectDir, env, timeoutMs });
  if (r.timedOut) throw new RunError(`building ${side} timed out after ${Math.round(timeoutMs / 1e3)}s: ${preset.build}`);
  if (r.code !== 0) throw new RunError(`building ${side} failed (exit ${r.code}): ${preset.build}
${indent(r.tail)}`);
}
async function runRound(ctx) {
  const { preset } = ctx;
  const out = join7(ctx.rawDir, `${ctx.side}-round${ctx.round}`);
  await mkdir2(out, { recursive: true });
  const values = { filter: ctx.filter, count: preset.repetitions.perRound, out, args: preset.args ?? "" };
  const resultsPath = preset.results.path ? expandPlain(preset.results.path, values) : void 0;
  const absoluteResults = resultsPath && (isAbsolute2(resultsPath) ? resultsPath : join7(ctx.projectDir, resultsPath));
  if (preset.results.from === "dir" && absoluteResults) await rm2(absoluteResults, { recursive: true, force: true });
  if (preset.results.from === "file" && absoluteResults) await rm2(absoluteResults, { force: true });
  const command = expandCommand(preset.run, values);
  const stdoutFile = join7(ctx.rawDir, `${ctx.side}-round${ctx.round}.txt`);
  const env = { ...ctx.env, ...Object.fromEntries(Object.entries(preset.env).map(([k, v]) => [k, expandPlain(v, values)])) };
  const r = await execShell(command, { cwd: ctx.projectDir, env, timeoutMs: ctx.timeoutMs, stdoutFile });
  if (r.timedOut) {
    throw new RunError(
      `round ${ctx.round} (${ctx.side}) timed out after ${Math.round(ctx.timeoutMs / 1e3)}s; raise --round-timeout or narrow --filter.
Last output:
${indent(r.tail)}`
    );
  }
  if (r.code !== 0) {
    throw new RunError(`the benchmark command failed on ${ctx.side} (exit ${r.code ?? r.signal}): ${command}
${indent(r.tail)}`);
  }
  const source = preset.results.from === "stdout" ? stdoutFile : absoluteResults;
  if (!existsSync3(source)) throw new RunError(`${ctx.side}: the run wrote no results at ${source}`);
  const read = await readBenchmarkInput(source, { format: preset.results.format, patternFormats: ctx.patternFormats });
  return mergeResults([read]);
}
function indent(lines) {
  return lines.map((l) => `    ${l}`).join("\n");
}

// src/run/rounds.ts
function roundOrder(round3, sides) {
  if (sides.length < 2) return [...sides];
  return round3 % 2 === 0 ? ["base", "head"] : ["head", "base"];
}
function formatDuration(ms) {
  const s = Math.round(ms / 1e3);
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m${String(s % 60).padStart(2, "0")}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, "0")}m`;
}
function estimateRemaining(doneRuns, totalRuns, elapsedMs) {
  if (doneRuns === 0) return Number.NaN;
  return elapsedMs / doneRuns * (totalRuns - doneRuns);
}

// src/run/shard.ts
function parseShard(text) {
  if (!text) return void 0;
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m) throw new Error(`shard "${text}" must look like i/n, e.g. 2/4`);
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1 || index < 1 || index > count) throw new Error(`shard "${text}": i must be between 1 and n`);
  return { index, count };
}
function stableHash(text) {
  let h = 2166136261;
  for (const byte of Buffer.from(text, "utf8")) {
    h ^= byte;
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}
function selectShard(names, shard) {
  return [...new Set(names)].filter((n) => stableHash(n) % shard.count === shard.index - 1);
}

// src/run/shard-filter.ts
async function listShardFilter(preset, projectDir, userFilter, shard, env) {
  if (!preset.list) throw new RunError(`the ${preset.name} runner cannot list its benchmarks, so it cannot be sharded`);
  const r = await execShell(preset.list.command, { cwd: projectDir, env, timeoutMs: 10 * 6e4 });
  if (r.code !== 0) throw new RunError(`listing benchmarks failed: ${preset.list.command}
${r.tail.join("\n")}`);
  const pattern = new RegExp(preset.list.pattern);
  let selectedByUser;
  try {
    selectedByUser = userFilter && userFilter !== "." ? new RegExp(userFilter) : void 0;
  } catch {
    selectedByUser = void 0;
  }
  const names = r.stdout.split("\n").map((line) => pattern.exec(line.trim())?.groups?.name).filter((n) => n !== void 0 && (!selectedByUser || selectedByUser.test(n)));
  const mine = selectShard(names, shard);
  if (mine.length === 0) {
    return preset.filter.join === "go-bench" ? "^$" : "^benchgate-empty-shard$";
  }
  return joinFilter(mine, preset.filter);
}

// src/run/toolchain.ts
async function requireToolchain(preset) {
  for (const tool of preset.toolchain) {
    const r = await execShell(`command -v ${tool.command}`, { cwd: process.cwd(), env: process.env, timeoutMs: 1e4 });
    if (r.code !== 0) {
      throw new RunError(`${tool.command} not found on PATH: the ${preset.name} runner needs ${tool.install}`);
    }
  }
}

// src/run/ab-run.ts
async function runAb(o, cleanup) {
  const started = Date.now();
  await requireToolchain(o.preset);
  const sides = await prepareSides(o, cleanup);
  const env = { ...process.env };
  const loadBefore = loadPerCore();
  for (const s of sides) {
    s.fingerprint = { machine: machineInfo(), toolchain: await toolchainVersions(o.preset.toolchain, s.dir) };
  }
  for (const s of sides) {
    o.log(`building ${s.side} (${s.commit.slice(0, 12)})`);
    await buildSide(o.preset, s.dir, s.side, env, o.roundTimeoutMs);
  }
  let filter = o.filter || o.preset.filter.default;
  if (o.shard) filter = await listShardFilter(o.preset, sides.at(-1).dir, filter, o.shard, env);
  const runSides = async (rounds, filterNow, label) => {
    const total = rounds * sides.length;
    let done = 0;
    const t0 = Date.now();
    for (let round3 = 0; round3 < rounds; round3++) {
      for (const sideName of roundOrder(round3, sides.map((s) => s.side))) {
        const s = sides.find((x) => x.side === sideName);
        const t = Date.now();
        const results = await runRound({
          preset: o.preset,
          projectDir: s.dir,
          side: s.side,
          round: s.rounds.length + 1,
          filter: filterNow,
          rawDir: join8(o.outDir, "raw"),
          timeoutMs: o.roundTimeoutMs,
          patternFormats: o.patternFormats,
          env
        });
        s.rounds.push(results);
        done++;
        const left = estimateRemaining(done, total, Date.now() - t0);
        o.log(
          `${label} ${round3 + 1}/${rounds} ${s.side}: ${formatDuration(Date.now() - t)} · elapsed ${formatDuration(Date.now() - started)}` + (done < total ? ` · about ${formatDuration(left)} left` : "")
        );
      }
    }
  };
  await runSides(o.rounds, filter, "round");
  const warnings = [];
  const loadAfter = loadPerCore();
  if (Math.max(loadBefore, loadAfter) > 0.5) {
    warnings.push(
      `the machine was busy: load average per core ${loadBefore.toFixed(2)} before and ${loadAfter.toFixed(2)} after the run; results are noisier than they need to be`
    );
  }
  const [first, second] = sides;
  if (first?.fingerprint && second?.fingerprint) {
    const diffs = fingerprintDifferences(first.fingerprint, second.fingerprint);
    if (diffs.length) warnings.push(`base and head ran under different environments: ${diffs.join("; ")}`);
  }
  const resultsOf = (s) => sideResults(s, o, { loadBefore, loadAfter });
  const head = resultsOf(sides.find((s) => s.side === "head"));
  const baseState = sides.find((s) => s.side === "base");
  if (!baseState) {
    await writeOutputs(o.outDir, { head });
    return { head, warnings };
  }
  const headState = sides.find((s) => s.side === "head");
  let comparison = compareResults(resultsOf(baseState), resultsOf(headState), o.policy);
  if (o.confirmRounds > 0 && comparison.summary.counts.regression > 0) {
    const flagged = comparison.rows.filter((r) => r.verdict === "regression");
    const names = flagged.map((r) => qualifiedName(r, o.preset));
    o.log(`confirming ${flagged.length} regressed rows with ${o.confirmRounds} more rounds`);
    await runSides(o.confirmRounds, joinFilter(names, o.preset.filter), "confirm");
    const first2 = comparison;
    comparison = compareResults(resultsOf(baseState), resultsOf(headState), o.policy);
    markConfirmation(first2, comparison, o.confirmRounds);
  }
  const base = resultsOf(baseState);
  const finalHead = resultsOf(headState);
  await writeOutputs(o.outDir, { base, head: finalHead, comparison });
  return { base, head: finalHead, comparison, warnings };
}
function qualifiedName(row, preset) {
  return (preset.filter.qualify ?? "{name}").replace("{suite}", row.suite).replace("{name}", row.name);
}
function markConfirmation(first, final, extra) {
  const flagged = new Set(first.rows.filter((r) => r.verdict === "regression").map(rowKey));
  for (const row of final.rows) {
    if (!flagged.has(rowKey(row))) continue;
    row.notes.unshift(
      row.verdict === "regression" ? `confirmed: still a regression after ${extra} extra rounds of both sides` : `flagged in the first rounds but not confirmed by ${extra} extra rounds`
    );
  }
}
function rowKey(r) {
  return JSON.stringify([r.suite, r.name, r.params, r.procs, r.mode, r.unit, r.metric]);
}
async function prepareSides(o, cleanup) {
  let root;
  const repo = async () => root ??= await repositoryRoot(o.cwd);
  const commitOf = (dir) => git(["rev-parse", "HEAD"], dir).catch(() => "working tree");
  const checkout = async (ref) => {
    const tree2 = await addWorktree(await repo(), await resolveCommit(ref, await repo()));
    cleanup.add(() => tree2.remove());
    return tree2;
  };
  let head;
  if (o.headRef) {
    const tree2 = await checkout(o.headRef);
    head = { side: "head", dir: join8(tree2.dir, o.workingDirectory), commit: tree2.commit, rounds: [] };
  } else {
    const dir = resolve3(o.headDir ?? join8(await repo(), o.workingDirectory));
    head = { side: "head", dir, commit: await commitOf(dir), rounds: [] };
  }
  if (o.mode === "record") return [head];
  if (o.baseDir) {
    const dir = resolve3(o.baseDir);
    return [{ side: "base", dir, commit: await commitOf(dir), rounds: [] }, head];
  }
  const baseCommit = o.baseRef ? await resolveCommit(o.baseRef, await repo()) : await defaultBase(await repo());
  const tree = await checkout(baseCommit);
  return [{ side: "base", dir: join8(tree.dir, o.workingDirectory), commit: baseCommit, rounds: [] }, head];
}
function sideResults(s, o, load) {
  const merged = mergeResults(s.rounds.length > 1 ? s.rounds.map(summariesAsSamples) : s.rounds);
  merged.context = {
    ...merged.context,
    commit: s.commit,
    ...s.fingerprint ? { machine: { ...merged.context.machine, ...s.fingerprint.machine }, toolchain: s.fingerprint.toolchain } : {},
    runner: o.preset.name,
    rounds: s.rounds.length,
    repetitions: `${o.preset.repetitions.perRound} ${o.preset.repetitions.unit} per round`,
    load: { before: round2(load.loadBefore), after: round2(load.loadAfter) }
  };
  return merged;
}
function summariesAsSamples(r) {
  return {
    ...r,
    benchmarks: r.benchmarks.map((b) => ({
      ...b,
      metrics: b.metrics.map(
        (m) => m.samples.length === 0 && m.summary ? { unit: m.unit, ...m.name !== void 0 ? { name: m.name } : {}, direction: m.direction, samples: [m.summary.center] } : m
      )
    }))
  };
}
async function writeOutputs(dir, out) {
  await mkdir3(dir, { recursive: true });
  const json = (v) => `${JSON.stringify(v, null, 2)}
`;
  if (out.base) await writeFile4(join8(dir, "base.json"), json(out.base));
  await writeFile4(join8(dir, "head.json"), json(out.head));
  if (out.comparison) await writeFile4(join8(dir, "comparison.json"), json(out.comparison));
}
function round2(x) {
  return Math.round(x * 100) / 100;
}

// src/run/detect-runner.ts
import { existsSync as existsSync4, readFileSync as readFileSync4 } from "node:fs";
import { join as join9 } from "node:path";
var DETECTION_ORDER = ["go", "criterion", "libtest", "jmh-maven", "jmh-gradle", "pytest-benchmark", "benchmarkjs"];
function detectRunner(dir, presets) {
  for (const name of DETECTION_ORDER) {
    const preset = presets.find((p) => p.name === name);
    if (preset && preset.detect.some((rule) => ruleMatches(dir, rule))) return preset;
  }
  return void 0;
}
function ruleMatches(dir, rule) {
  const path2 = join9(dir, rule.file);
  if (!existsSync4(path2)) return false;
  if (!rule.contains) return true;
  try {
    return new RegExp(rule.contains).test(readFileSync4(path2, "utf8"));
  } catch {
    return false;
  }
}

// src/run/presets.ts
var import_yaml2 = __toESM(require_dist(), 1);
import { existsSync as existsSync5, readdirSync, readFileSync as readFileSync5 } from "node:fs";
import { dirname as dirname3, join as join10 } from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";
var PresetError = class extends Error {
};
function defaultRunnersDir() {
  let dir = dirname3(fileURLToPath2(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync5(join10(dir, "runners", "go.yml"))) return join10(dir, "runners");
    dir = dirname3(dir);
  }
  throw new PresetError("runners/go.yml not found beside benchgate");
}
function loadPresets(dir = defaultRunnersDir()) {
  return readdirSync(dir).filter((f) => f.endsWith(".yml")).sort().map((f) => validatePreset((0, import_yaml2.parse)(readFileSync5(join10(dir, f), "utf8")), join10(dir, f)));
}
function findPreset(name, presets) {
  const found = presets.find((p) => p.name === name);
  if (!found) {
    throw new PresetError(`unknown runner "${name}" (known: ${presets.map((p) => p.name).join(", ")}, or auto)`);
  }
  return found;
}
function applyOverrides(preset, o) {
  const out = structuredClone(preset);
  if (o.command) {
    out.run = o.command;
    if (!o.results && preset.name !== "command") out.results = { from: "stdout", format: out.results.format };
  }
  if (o.build !== void 0) out.build = o.build || void 0;
  if (o.results) out.results = { ...out.results, from: "file", path: o.results };
  if (o.format) {
    if (o.format !== "auto" && !isFormatName(o.format)) throw new PresetError(`unknown format "${o.format}"`);
    out.results.format = o.format;
  }
  if (o.count !== void 0) out.repetitions.perRound = o.count;
  if (o.env) out.env = { ...out.env, ...o.env };
  if (o.args !== void 0) {
    if (!out.run.includes("{args}")) out.run = `${out.run} {args}`;
    out.args = o.args;
  }
  return out;
}
function validatePreset(raw, file) {
  const fail = (field, what) => {
    throw new PresetError(`${file}: ${field} ${what}`);
  };
  if (!isObject4(raw)) return fail("(top level)", "must be a mapping");
  const str = (v, field) => typeof v === "string" ? v : fail(field, "must be a string");
  const name = str(raw.name, "name");
  if (!Array.isArray(raw.detect)) fail("detect", "must be a list");
  const filter = isObject4(raw.filter) ? raw.filter : fail("filter", "must be a mapping");
  const reps = isObject4(raw.repetitions) ? raw.repetitions : fail("repetitions", "must be a mapping");
  const results = isObject4(raw.results) ? raw.results : fail("results", "must be a mapping");
  if (!["stdout", "file", "dir"].includes(String(results.from))) fail("results.from", "must be stdout, file or dir");
  const format = str(results.format, "results.format");
  if (format !== "auto" && !isFormatName(format)) fail("results.format", `"${format}" is not a known format`);
  if (!["regex-alternation", "go-bench"].includes(String(filter.join))) fail("filter.join", "must be regex-alternation or go-bench");
  if (typeof reps.perRound !== "number" || reps.perRound < 1) fail("repetitions.perRound", "must be a number >= 1");
  return {
    name,
    description: str(raw.description, "description"),
    detect: raw.detect.map((d, i) => {
      if (!isObject4(d)) return fail(`detect[${i}]`, "must be a mapping");
      return { file: str(d.file, `detect[${i}].file`), ...d.contains ? { contains: str(d.contains, `detect[${i}].contains`) } : {} };
    }),
    ...raw.build ? { build: str(raw.build, "build") } : {},
    run: str(raw.run, "run"),
    ...isObject4(raw.list) ? { list: { command: str(raw.list.command, "list.command"), pattern: str(raw.list.pattern, "list.pattern") } } : {},
    filter: {
      default: String(filter.default ?? ""),
      join: filter.join,
      ...filter.qualify ? { qualify: str(filter.qualify, "filter.qualify") } : {}
    },
    repetitions: { perRound: reps.perRound, unit: str(reps.unit, "repetitions.unit") },
    results: {
      from: results.from,
      ...results.path ? { path: str(results.path, "results.path") } : {},
      format
    },
    env: isObject4(raw.env) ? Object.fromEntries(Object.entries(raw.env).map(([k, v]) => [k, String(v)])) : {},
    toolchain: Array.isArray(raw.toolchain) ? raw.toolchain.map((t, i) => {
      if (!isObject4(t)) return fail(`toolchain[${i}]`, "must be a mapping");
      return {
        command: str(t.command, `toolchain[${i}].command`),
        install: str(t.install, `toolchain[${i}].install`),
        ...t.version ? { version: str(t.version, `toolchain[${i}].version`) } : {}
      };
    }) : []
  };
}
function isObject4(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

// src/cli/run-command.ts
var USAGE4 = `Usage: benchgate run [options]

Runs the benchmarks of the base commit and of head on this machine, in
interleaved rounds (base, head, head, base, ...), compares them and prints the report.

  --base REF            base commit (default: merge-base with the default branch)
  --head REF            head commit (default: the working tree as it is)
  --head-dir DIR        use DIR as head, as it is
  --base-dir DIR        use DIR as base, as it is (no git needed with --head-dir)
  -C, --working-directory DIR   the project inside the repository (default: .)
  --runner R            go, jmh-maven, jmh-gradle, criterion, libtest, benchmarkjs,
                        pytest-benchmark, command, or auto (default)
  --command "..."       replaces the preset's run command ({filter} {count} {out})
  --build "..."         replaces the preset's build command ("" for none)
  --format F            format of the results (default: the preset's)
  --results PATH        where the command writes results (default: the preset's)
  --rounds N            rounds per side (default 5)
  --count N             repetitions per round (default: the preset's)
  --args "..."          extra arguments for the benchmark command (e.g. -benchtime 100ms)
  --filter RE           benchmarks to run, in the tool's filter syntax
  --shard i/n           run a stable 1/n of the benchmarks (see benchgate merge)
  --confirm-rounds N    extra rounds for flagged regressions (default 3, 0 = off)
  --round-timeout SEC   stop a round that takes longer (default 1800)
  --record              run head only and keep its results
  --out DIR             where to write base.json, head.json, comparison.json, report.md
                        (default: benchgate-out)
  --patterns FILE       YAML or JSON with "patterns:" for home-grown output
  --threshold P, --alpha A, --no-fdr, --text, --json, --template FILE   as for compare`;
async function runCommand(args) {
  const { values } = parseCommandLine(
    args,
    {
      base: { type: "string" },
      head: { type: "string" },
      "head-dir": { type: "string" },
      "base-dir": { type: "string" },
      "working-directory": { type: "string", short: "C" },
      runner: { type: "string" },
      command: { type: "string" },
      build: { type: "string" },
      format: { type: "string" },
      results: { type: "string" },
      rounds: { type: "string" },
      count: { type: "string" },
      args: { type: "string" },
      filter: { type: "string" },
      shard: { type: "string" },
      "confirm-rounds": { type: "string" },
      "round-timeout": { type: "string" },
      record: { type: "boolean" },
      out: { type: "string" },
      patterns: { type: "string" },
      threshold: { type: "string" },
      alpha: { type: "string" },
      "no-fdr": { type: "boolean" },
      text: { type: "boolean" },
      json: { type: "boolean" },
      template: { type: "string" },
      help: { type: "boolean", short: "h" }
    },
    USAGE4
  );
  if (values.help) {
    process.stdout.write(`${USAGE4}
`);
    return EXIT.ok;
  }
  if (values.head && values["head-dir"]) throw new UsageError("--head and --head-dir exclude each other");
  if (values.base && values["base-dir"]) throw new UsageError("--base and --base-dir exclude each other");
  if (values.record && (values.base || values["base-dir"])) throw new UsageError("--record runs head only: drop --base/--base-dir");
  const cwd = process.cwd();
  const workingDirectory = values["working-directory"] ?? ".";
  const presets = loadPresets();
  const runnerName = values.runner ?? "auto";
  let preset = runnerName === "auto" ? detectRunner(resolve4(values["head-dir"] ?? join11(cwd, workingDirectory)), presets) : findPreset(runnerName, presets);
  if (!preset) {
    if (!values.command) throw new UsageError('no runner detected here: pass --runner R, or --command "..."');
    preset = findPreset("command", presets);
  }
  preset = applyOverrides(preset, {
    ...values.command ? { command: values.command } : {},
    ...values.build !== void 0 ? { build: values.build } : {},
    ...values.format ? { format: values.format } : {},
    ...values.results ? { results: values.results } : {},
    ...values.count ? { count: positiveInt(values.count, "--count") } : {},
    ...values.args !== void 0 ? { args: values.args } : {}
  });
  if (preset.name === "command" && !values.command) throw new UsageError('the command runner needs --command "..."');
  const outDir = resolve4(values.out ?? "benchgate-out");
  const cleanup = /* @__PURE__ */ new Set();
  const onSignal = (signal) => {
    process.stderr.write(`
benchgate run: ${signal}: stopping the benchmark and removing worktrees
`);
    killAllRunning("SIGTERM");
    void Promise.allSettled([...cleanup].map((c) => c())).then(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    const outcome = await runAb(
      {
        cwd,
        workingDirectory,
        mode: values.record ? "record" : "ab",
        ...values.base ? { baseRef: values.base } : {},
        ...values.head ? { headRef: values.head } : {},
        ...values["head-dir"] ? { headDir: values["head-dir"] } : {},
        ...values["base-dir"] ? { baseDir: values["base-dir"] } : {},
        preset,
        rounds: positiveInt(values.rounds ?? "5", "--rounds"),
        ...values.filter ? { filter: values.filter } : {},
        ...values.shard ? { shard: shardOrThrow(values.shard) } : {},
        outDir,
        roundTimeoutMs: positiveInt(values["round-timeout"] ?? "1800", "--round-timeout") * 1e3,
        confirmRounds: nonNegativeInt(values["confirm-rounds"] ?? "3", "--confirm-rounds"),
        policy: policyFromOptions(values),
        patternFormats: values.patterns ? await loadPatternFormats(values.patterns) : [],
        log: (line) => process.stderr.write(`benchgate: ${line}
`)
      },
      cleanup
    );
    for (const w of outcome.warnings) process.stderr.write(`benchgate: warning: ${w}
`);
    printProblems([...outcome.base?.problems ?? [], ...outcome.head.problems]);
    if (!outcome.comparison) {
      process.stderr.write(`benchgate: recorded ${outcome.head.benchmarks.length} benchmarks in ${join11(outDir, "head.json")}
`);
      return EXIT.ok;
    }
    const report = renderMarkdownReport(outcome.comparison, {
      ...values.template ? { template: values.template } : {},
      warnings: outcome.warnings
    });
    await writeFile5(join11(outDir, "report.md"), report);
    const shown = values.json ? `${JSON.stringify(outcome.comparison, null, 2)}
` : values.text ? renderComparisonText(outcome.comparison) : report;
    process.stdout.write(shown);
    return outcome.comparison.summary.verdict === "regression" ? EXIT.regression : EXIT.ok;
  } finally {
    process.removeListener("SIGINT", onSignal);
    process.removeListener("SIGTERM", onSignal);
    await Promise.allSettled([...cleanup].map((c) => c()));
  }
}
function positiveInt(text, flag) {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${flag} "${text}" must be a whole number >= 1`);
  return n;
}
function nonNegativeInt(text, flag) {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`${flag} "${text}" must be a whole number >= 0`);
  return n;
}
function shardOrThrow(text) {
  try {
    return parseShard(text);
  } catch (err) {
    throw new UsageError(err.message);
  }
}

// src/cli/main.ts
var USAGE5 = `benchgate: benchmark results for pull requests

Usage:
  benchgate parse FILE... [--format F] [--patterns FILE] [--json] [--out FILE]
  benchgate compare BASE HEAD [options]        (see benchgate compare --help)
  benchgate run [options]                      (see benchgate run --help)
  benchgate merge DIR...                       (combine sharded runs)
  benchgate --version

FILE may be raw tool output (go test -bench, JMH, Criterion, libtest, benchmark.js,
pytest-benchmark, Google Benchmark, hyperfine, github-action-benchmark JSON),
benchgate JSON, a Criterion target/criterion directory, or - for standard input.

Exit codes: 0 all parsed / no regression, 1 regression, 2 usage error or nothing
usable, 3 some input was skipped (problems listed).`;
var COMMANDS = {
  parse: parseCommand,
  compare: compareCommand,
  run: runCommand,
  merge: mergeCommand
};
async function runCli(argv) {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    process.stdout.write(`${USAGE5}
`);
    return name ? EXIT.ok : EXIT.usage;
  }
  if (name === "--version" || name === "-V") {
    process.stdout.write(`${VERSION}
`);
    return EXIT.ok;
  }
  const command = COMMANDS[name];
  if (!command) {
    process.stderr.write(`benchgate: unknown command "${name}"

${USAGE5}
`);
    return EXIT.usage;
  }
  try {
    return await command(rest);
  } catch (err) {
    if (err instanceof UsageError || err instanceof InputError) {
      process.stderr.write(`benchgate ${name}: ${err.message}
`);
      return EXIT.usage;
    }
    const e = err;
    if (e?.code === "EPIPE") return EXIT.ok;
    process.stderr.write(`benchgate ${name}: ${e?.message ?? String(err)}
`);
    if (process.env.BENCHGATE_DEBUG) process.stderr.write(`${e?.stack ?? ""}
`);
    return EXIT.usage;
  }
}
var VERSION = true ? "0.1.0" : "dev";

// src/cli.ts
runCli(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`benchgate: internal error: ${err instanceof Error ? err.message : String(err)}
`);
    process.exitCode = 2;
  }
);
