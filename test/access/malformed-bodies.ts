// The malformed request bodies of the bad-input walk: the same ones for every route (not JSON, JSON that is not an
// object, deep nesting, megabyte strings, odd Unicode, odd keys), plus each field of the route's sample body
// replaced by every odd value or left out.

export interface Malformed {
  name: string;
  body: string | Uint8Array;
  /** application/json unless set */
  contentType?: string;
}

const MB = 'a'.repeat(1 << 20);
const DEPTH = 10_000;
const deepArrays = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const deepObjects = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;

/** Strings that have broken parsers, loggers and renderers before. */
const oddStrings: Record<string, string> = {
  'lone high surrogate': '\ud800',
  'lone low surrogate': 'x\udc00y',
  'right-to-left override': '\u202egnp.exe',
  'NUL inside': 'a\u0000b',
  'only NUL': '\u0000',
  'byte order mark': '\ufeff',
  'zero-width joiners': '\u200d\u200d\u200d',
  'combining marks': `e${'\u0301'.repeat(500)}`,
  'emoji and astral': '\u{1F600}\u{10FFFF}',
  'line separators': 'a\u2028b\u2029c\r\n',
  'percent and format specifiers': `%s%d%n%x {0} $${'{x}'} {{x}}`,
  'prototype names': '__proto__',
  'path traversal': '../../../../etc/passwd',
  markup: '<script>alert(1)</script>',
  'whitespace only': ' \t\n ',
  'empty string': '',
  '1 MB string': MB,
};

/** Values of every JSON type but the expected one, and the edges of each. */
const oddValues: Record<string, unknown> = {
  null: null,
  true: true,
  false: false,
  zero: 0,
  'negative number': -1,
  fraction: 0.5,
  'huge number': 1e308,
  'empty object': {},
  'empty array': [],
  'array of strings': ['a', 'b'],
  'nested object': { a: { b: { c: 'd' } } },
  ...oddStrings,
};

const raw = (name: string, body: string | Uint8Array, contentType?: string): Malformed => ({
  name,
  body,
  ...(contentType ? { contentType } : {}),
});

/** Bodies that no route should accept, whatever it expects: they test the JSON reader. */
export function readerBodies(): Malformed[] {
  const notJson: Array<[string, string]> = [
    ['empty', ''],
    ['spaces', '   '],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
    ['undefined', 'undefined'],
    ['open brace', '{'],
    ['close brace', '}'],
    ['cut off', '{"a":'],
    ['single quotes', "{'a':1}"],
    ['trailing comma', '{"a":1,}'],
    ['two objects', '{"a":1}{"b":2}'],
    ['trailing text', '{} x'],
    ['comment', '{/* c */}'],
    ['hex number', '0x10'],
    ['number beyond double', '1e999'],
    ['minus only', '-'],
    ['form data as JSON', 'a=1&b=2'],
    ['XML as JSON', '<a><b>1</b></a>'],
    ['NUL byte', '\u0000'],
    ['BOM then object', '\ufeff{}'],
    ['unclosed array', '[1,2'],
    ['unclosed string', '{"a":"b'],
    ['bad escape', '{"a":"\\x41"}'],
  ];
  const otherTypes: Malformed[] = [
    raw('form data', 'a=1&b=2&amount=5', 'application/x-www-form-urlencoded'),
    raw(
      'multipart form',
      '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n',
      'multipart/form-data; boundary=b',
    ),
    raw('XML', '<?xml version="1.0"?><a><b>1</b></a>', 'application/xml'),
    raw(
      'XML entity',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      'text/xml',
    ),
    raw('JSON as plain text', '{}', 'text/plain'),
    raw('no content type', '{}', ''),
    raw('UTF-16 declared', '{}', 'application/json; charset=utf-16'),
    raw('binary bytes', new Uint8Array([0, 1, 2, 0xff, 0xfe, 0x80]), 'application/octet-stream'),
    raw('invalid UTF-8 in JSON', new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d])),
    raw('overlong UTF-8 slash', new Uint8Array([0x22, 0xc0, 0xaf, 0x22])),
  ];
  const notObjects: Array<[string, unknown]> = [
    ['null', null],
    ['true', true],
    ['false', false],
    ['zero', 0],
    ['negative', -1],
    ['huge number', 1e308],
    ['string', 'text'],
    ['empty string', ''],
    ['empty array', []],
    ['array of objects', [{}, {}]],
    ['array of nulls', [null]],
    ['nested arrays', [[[]]]],
  ];
  const shapes: Array<[string, string]> = [
    ['10,000 nested arrays', deepArrays],
    ['10,000 nested objects', deepObjects],
    ['1 MB JSON string', JSON.stringify(MB)],
    ['1 MB key', `{${JSON.stringify(MB)}:1}`],
    ['10,000 keys', JSON.stringify(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i])))],
    ['100,000 numbers', JSON.stringify(Array.from({ length: 100_000 }, (_, i) => i))],
    ['__proto__ key', '{"__proto__":{"role":"TRIMIN","isAdmin":true}}'],
    ['constructor key', '{"constructor":{"prototype":{"role":"TRIMIN"}}}'],
    ['empty key', '{"":1}'],
    ['NUL key', '{"\\u0000":1}'],
    ['duplicate keys', '{"a":1,"a":{"b":2}}'],
  ];
  return [
    ...notJson.map(([name, body]) => raw(`not JSON: ${name}`, body)),
    ...otherTypes,
    ...notObjects.map(([name, value]) => raw(`JSON ${name}`, JSON.stringify(value))),
    ...shapes.map(([name, body]) => raw(name, body)),
    ...Object.entries(oddStrings).map(([name, value]) => raw(`JSON string: ${name}`, JSON.stringify(value))),
  ];
}

/** The sample body with one field changed to an odd value, left out, or nested 10,000 deep. */
/** Enough for a field after the first two: one of each JSON type, and the strings most likely to break a store. */
const coreValues = [
  'null',
  'zero',
  'true',
  'empty object',
  'empty array',
  'lone high surrogate',
  'NUL inside',
  '1 MB string',
];

function perField(sample: Record<string, unknown>): Malformed[] {
  const out: Malformed[] = [];
  for (const [index, field] of Object.keys(sample).entries()) {
    const { [field]: _, ...without } = sample;
    out.push(raw(`${field} missing`, JSON.stringify(without)));
    // every odd value for the first two fields; a long form's other fields share their validators' kinds
    const values = Object.entries(oddValues).filter(([name]) => index < 2 || coreValues.includes(name));
    for (const [name, value] of values) {
      out.push(raw(`${field}: ${name}`, JSON.stringify({ ...sample, [field]: value })));
    }
    // JSON text that no JavaScript value stringifies to
    const rest = JSON.stringify(without).slice(1, -1);
    const withText = (text: string) => `{${rest ? `${rest},` : ''}${JSON.stringify(field)}:${text}}`;
    out.push(raw(`${field}: 10,000 nested`, withText(deepObjects)));
    out.push(raw(`${field}: beyond the safe integers`, withText('9007199254740993123')));
    out.push(raw(`${field}: -0`, withText('-0')));
  }
  const all = (value: unknown) => JSON.stringify(Object.fromEntries(Object.keys(sample).map((k) => [k, value])));
  out.push(raw('every field null', all(null)), raw('every field 1 MB', all(MB)), raw('every field NUL', all('\u0000')));
  out.push(raw('an unknown field beside the sample', JSON.stringify({ ...sample, unexpected: { role: 'TRIMIN' } })));
  return out;
}

/** Every malformed body for a route whose sample body is given. */
export function malformedBodies(sample: Record<string, unknown>): Malformed[] {
  return [...readerBodies(), ...perField(sample)];
}
