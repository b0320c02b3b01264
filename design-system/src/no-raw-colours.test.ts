/**
 * Colours come only from the theme contract (`vars.color.*`). This scans the kit and the site for colour
 * literals outside design-system/src/themes/ and lists each as file:line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const roots = ['design-system/src', 'site/src'];
const excludedDirectory = join('design-system', 'src', 'themes') + sep;

// The CSS named colours (CSS Color 4), except `transparent` and `currentcolor`, which carry no colour.
const namedColours =
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown
burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod
darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen
darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue
firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew
hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan
lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray
lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid
mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream
mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen
paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue
saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen
steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen`
    .split(/\s+/)
    .filter(Boolean);
const names = namedColours.join('|');

const patterns: Array<[string, RegExp]> = [
  // #rgb, #rgba, #rrggbb, #rrggbbaa; not URL fragments (`/#top`) or HTML entities (`&#123;`).
  ['hex colour', /(?<![\w/&#])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi],
  ['colour function', /(?<![\w-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi],
  // A whole string that is a colour name: 'red', "white", `black` (style values, JSX fill/stroke/color).
  ['named colour', new RegExp(`(['"\`])\\s*(?:${names})\\s*\\1`, 'g')],
  // A colour name inside a CSS value string: '1px solid red', 'linear-gradient(white, black)'.
  [
    'named colour',
    new RegExp(`(?:\\b(?:solid|dashed|dotted|double|inset)\\s+|gradient\\([^'"\`]*?)\\b(?:${names})\\b(?![\\w-])`, 'g'),
  ],
];

/** Blanks out comments (keeping line numbers), so prose about colours is not flagged. */
function stripComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/^(\s*)\/\/.*$/gm, '$1');
}

/** Every raw colour literal in a source text, with its 1-based line. */
export function findRawColours(source: string): Array<{ line: number; kind: string; text: string }> {
  const found: Array<{ line: number; kind: string; text: string }> = [];
  const lines = stripComments(source).split('\n');
  lines.forEach((text, index) => {
    for (const [kind, pattern] of patterns) {
      for (const match of text.matchAll(pattern)) found.push({ line: index + 1, kind, text: match[0] });
    }
  });
  return found;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules' || entry.name === '__screenshots__') return [];
      return sourceFiles(path);
    }
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('findRawColours', () => {
  test.each([
    ["color: '#fff'", '#fff'],
    ["background: '#1e293b'", '#1e293b'],
    ["boxShadow: '0 1px #00000080'", '#00000080'],
    ["color: 'rgb(0 0 0)'", 'rgb('],
    ["color: 'rgba(0, 0, 0, 0.5)'", 'rgba('],
    ["color: 'hsl(210 40% 50%)'", 'hsl('],
    ["color: 'hsla(210, 40%, 50%, 0.3)'", 'hsla('],
    ["color: 'oklch(70% 0.1 250)'", 'oklch('],
    ["color: 'red'", "'red'"],
    ['<path fill="white" />', '"white"'],
    ["border: '1px solid black'", 'solid black'],
    ["backgroundImage: 'linear-gradient(white, transparent)'", 'gradient(white'],
  ])('flags %s', (source, text) => {
    expect(findRawColours(source).map((hit) => hit.text)).toContain(text);
  });

  test.each([
    "color: vars.color.text, borderColor: 'transparent', fill: 'currentColor'",
    "'@media (forced-colors: active)': { borderColor: 'CanvasText', outlineColor: 'Highlight' }",
    "href: '/#contact-section', to: '/pricing#growth-packages'",
    "label: 'Red Hill plumbing', title: 'Black Friday'",
    "entity: '&#123;'",
    '// A comment about #fff and red is not a value',
    '/* background: rgb(0 0 0) */',
  ])('accepts %s', (source) => {
    expect(findRawColours(source)).toEqual([]);
  });

  test('reports the line of each literal', () => {
    expect(findRawColours("const a = 1;\nconst b = { color: '#abc' };")).toEqual([
      { line: 2, kind: 'hex colour', text: '#abc' },
    ]);
  });
});

test('no raw colour literal outside design-system/src/themes', () => {
  const files = roots.flatMap((root) => sourceFiles(join(repoRoot, root)));
  expect(files.length).toBeGreaterThan(10);
  const offences = files
    .filter((file) => !relative(repoRoot, file).startsWith(excludedDirectory))
    .flatMap((file) =>
      findRawColours(readFileSync(file, 'utf8')).map(
        (hit) => `${relative(repoRoot, file)}:${hit.line} ${hit.kind} ${hit.text}`,
      ),
    );
  expect(offences, 'Use vars.color.* from the theme contract instead').toEqual([]);
});
