/**
 * Reads the SVG elements out of one compiled `@mui/icons-material` module.
 *
 * Each module is Babel output of the form
 * `export default createSvgIcon(<children>, 'Name')`, where the children are `_jsx(tag, props, key?)`
 * / `_jsxs(...)` calls, arrays of them, or a `React.Fragment` holding several. The code is not
 * run: a small parser reads just that subset of JavaScript (strings, numbers, arrays, objects,
 * dotted names and calls) and fails with the module named on anything else.
 */

/** An SVG element: tag, attributes (React prop names, e.g. `fillOpacity`), child elements. */
export type IconNode = readonly [tag: string, attrs: Readonly<Record<string, string>>, children?: readonly IconNode[]];

type Value =
  | {readonly kind: 'string'; readonly value: string}
  | {readonly kind: 'number'; readonly value: number}
  | {readonly kind: 'name'; readonly value: string}
  | {readonly kind: 'array'; readonly items: readonly Value[]}
  | {readonly kind: 'object'; readonly entries: readonly (readonly [string, Value])[]}
  | {readonly kind: 'call'; readonly callee: string; readonly args: readonly Value[]};

const ENTRY = 'createSvgIcon(';
const JSX_CALLEES = new Set(['_jsx', '_jsxs']);
const FRAGMENT = 'React.Fragment';

class Parser {
  private pos = 0;

  constructor(
    private readonly text: string,
    private readonly where: string,
  ) {}

  fail(message: string): never {
    const excerpt = this.text.slice(this.pos, this.pos + 40).replace(/\s+/g, ' ');
    throw new Error(`${this.where}: ${message} at offset ${this.pos} ("${excerpt}")`);
  }

  /** Skips white space and block or line comments (the `/*#__PURE__*\/` annotations). */
  private skip(): void {
    for (;;) {
      const rest = this.text.slice(this.pos);
      const space = /^\s+/.exec(rest);
      if (space) {
        this.pos += space[0].length;
      } else if (rest.startsWith('/*')) {
        const end = this.text.indexOf('*/', this.pos + 2);
        if (end < 0) this.fail('unterminated comment');
        this.pos = end + 2;
      } else if (rest.startsWith('//')) {
        const end = this.text.indexOf('\n', this.pos);
        this.pos = end < 0 ? this.text.length : end + 1;
      } else {
        return;
      }
    }
  }

  peek(): string {
    this.skip();
    return this.text.charAt(this.pos);
  }

  expect(char: string): void {
    if (this.peek() !== char) this.fail(`expected "${char}"`);
    this.pos += 1;
  }

  /** Consumes `char` if it comes next. */
  accept(char: string): boolean {
    if (this.peek() !== char) return false;
    this.pos += 1;
    return true;
  }

  private string(): string {
    const quote = this.text.charAt(this.pos);
    let out = '';
    this.pos += 1;
    for (;;) {
      const char = this.text.charAt(this.pos);
      if (char === '') this.fail('unterminated string');
      this.pos += 1;
      if (char === quote) return out;
      if (char === '\\') {
        const escaped = this.text.charAt(this.pos);
        this.pos += 1;
        if (escaped === 'u') {
          out += String.fromCharCode(parseInt(this.text.slice(this.pos, this.pos + 4), 16));
          this.pos += 4;
        } else {
          out += ({n: '\n', t: '\t', r: '\r'} as Record<string, string>)[escaped] ?? escaped;
        }
      } else {
        out += char;
      }
    }
  }

  private name(): string {
    const match = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/.exec(this.text.slice(this.pos));
    if (!match) this.fail('expected a name');
    this.pos += match[0].length;
    return match[0];
  }

  /** A comma-separated list up to `close`; a trailing comma is allowed. */
  private list<T>(close: string, item: () => T): T[] {
    const items: T[] = [];
    while (!this.accept(close)) {
      items.push(item());
      if (!this.accept(',')) {
        this.expect(close);
        break;
      }
    }
    return items;
  }

  value(): Value {
    const char = this.peek();
    if (char === '"' || char === "'") return {kind: 'string', value: this.string()};
    if (/[-\d.]/.test(char)) {
      const match = /^-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/i.exec(this.text.slice(this.pos));
      if (!match) this.fail('malformed number');
      this.pos += match[0].length;
      return {kind: 'number', value: Number(match[0])};
    }
    if (char === '[') {
      this.pos += 1;
      return {kind: 'array', items: this.list(']', () => this.value())};
    }
    if (char === '{') {
      this.pos += 1;
      return {
        kind: 'object',
        entries: this.list('}', () => {
          const next = this.peek();
          const key = next === '"' || next === "'" ? this.string() : this.name();
          this.expect(':');
          return [key, this.value()] as const;
        }),
      };
    }
    const name = this.name();
    if (this.accept('(')) {
      return {kind: 'call', callee: name, args: this.list(')', () => this.value())};
    }
    return {kind: 'name', value: name};
  }
}

/** Turns a parsed `_jsx` argument tree into SVG elements; fragments and arrays are flattened. */
function toNodes(value: Value, where: string): IconNode[] {
  if (value.kind === 'array') {
    return value.items.flatMap((item) => toNodes(item, where));
  }
  if (value.kind !== 'call' || !JSX_CALLEES.has(value.callee)) {
    throw new Error(`${where}: expected an element (_jsx call), got ${value.kind}`);
  }
  const [type, props] = value.args;
  if (props?.kind !== 'object') {
    throw new Error(`${where}: an element without a props object`);
  }
  const attrs: Record<string, string> = {};
  let children: IconNode[] = [];
  for (const [key, prop] of props.entries) {
    if (key === 'children') {
      children = toNodes(prop, where);
    } else if (prop.kind === 'string' || prop.kind === 'number') {
      attrs[key] = String(prop.value);
    } else {
      throw new Error(`${where}: attribute "${key}" is not a string or number`);
    }
  }
  if (type?.kind === 'name' && type.value === FRAGMENT) {
    return children;
  }
  if (type?.kind !== 'string') {
    throw new Error(`${where}: an element whose type is neither a tag name nor React.Fragment`);
  }
  return [children.length > 0 ? [type.value, attrs, children] : [type.value, attrs]];
}

/**
 * Replaces `<use href="#id">` by a copy of the element it points to and drops `<defs>`. Ids are
 * global in an HTML document, so a page showing many icons must not depend on them.
 */
function inlineUses(nodes: readonly IconNode[]): IconNode[] {
  const defined = new Map<string, IconNode>();
  const collect = (list: readonly IconNode[], inDefs: boolean): void => {
    for (const node of list) {
      const [tag, attrs, children = []] = node;
      if (inDefs && attrs.id !== undefined) defined.set(attrs.id, node);
      collect(children, inDefs || tag === 'defs');
    }
  };
  collect(nodes, false);
  if (defined.size === 0) return [...nodes];
  const rewrite = (list: readonly IconNode[]): IconNode[] =>
    list.flatMap((node): IconNode[] => {
      const [tag, attrs, children] = node;
      if (tag === 'defs') return [];
      if (tag === 'use') {
        const ref = (attrs.xlinkHref ?? attrs.href ?? '').replace(/^#/, '');
        const target = defined.get(ref);
        if (!target) return [];
        const {id: _id, ...targetAttrs} = target[1];
        const {xlinkHref: _x, href: _h, x: _ux, y: _uy, overflow: _o, ...useAttrs} = attrs;
        return [target[2] ? [target[0], {...targetAttrs, ...useAttrs}, rewrite(target[2])] : [target[0], {...targetAttrs, ...useAttrs}]];
      }
      return [children ? [tag, attrs, rewrite(children)] : node];
    });
  return rewrite(nodes);
}

/** The SVG elements and the display name of an icon module's source. */
export function parseIconModule(source: string, where = 'icon module'): {name: string; nodes: IconNode[]} {
  const start = source.indexOf(ENTRY);
  if (start < 0) {
    throw new Error(`${where}: no createSvgIcon( call`);
  }
  // Read from the call on, so `createSvgIcon(children, 'Name')` parses as one value.
  const call = new Parser(source.slice(start), where).value();
  if (call.kind !== 'call' || call.args.length !== 2) {
    throw new Error(`${where}: createSvgIcon must be called with children and a name`);
  }
  const [children, name] = call.args;
  if (name?.kind !== 'string' || children === undefined) {
    throw new Error(`${where}: createSvgIcon's second argument is not a name`);
  }
  return {name: name.value, nodes: inlineUses(toNodes(children, where))};
}
