import {describe, expect, it} from 'vitest';
import {parseIconModule} from '../parse';
import {classifyModules} from '../collect';

const SINGLE = `"use client";

import createSvgIcon from "./utils/createSvgIcon.js";
import { jsx as _jsx } from "react/jsx-runtime";
export default createSvgIcon(/*#__PURE__*/_jsx("path", {
  d: "M1 1h22v22H1z"
}), 'Square');`;

const TWO_TONE = `import createSvgIcon from "./utils/createSvgIcon.js";
import { jsx as _jsx } from "react/jsx-runtime";
export default createSvgIcon([/*#__PURE__*/_jsx("path", {
  d: "M2 2h8v8H2z",
  opacity: ".3"
}, "0"), /*#__PURE__*/_jsx("circle", {
  cx: "12",
  cy: "12",
  r: 4
}, "1")], 'ShapesTwoTone');`;

const FRAGMENT = `import * as React from 'react';
import createSvgIcon from "./utils/createSvgIcon.js";
import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
export default createSvgIcon(/*#__PURE__*/_jsxs(React.Fragment, {
  children: [/*#__PURE__*/_jsx("path", {
    d: "M7 17v4h10v-4z"
  }), /*#__PURE__*/_jsxs("g", {
    fillRule: "evenodd",
    children: /*#__PURE__*/_jsx("path", {
      fillOpacity: ".3",
      d: "M7 5h10v12H7z"
    })
  })]
}), 'Battery');`;

const USE = `import createSvgIcon from "./utils/createSvgIcon.js";
export default createSvgIcon([/*#__PURE__*/_jsxs("g", {
  opacity: ".3",
  children: [/*#__PURE__*/_jsx("defs", {
    children: /*#__PURE__*/_jsx("path", {
      id: "a",
      d: "M4 8h10v11H4z"
    })
  }), /*#__PURE__*/_jsx("use", {
    xlinkHref: "#a",
    overflow: "visible"
  })]
}, "0")], 'Bottle');`;

describe('parseIconModule', () => {
  it('reads a single path and the display name', () => {
    expect(parseIconModule(SINGLE)).toEqual({name: 'Square', nodes: [['path', {d: 'M1 1h22v22H1z'}]]});
  });

  it('reads an array of elements with their attributes, numbers as strings', () => {
    expect(parseIconModule(TWO_TONE).nodes).toEqual([
      ['path', {d: 'M2 2h8v8H2z', opacity: '.3'}],
      ['circle', {cx: '12', cy: '12', r: '4'}],
    ]);
  });

  it('flattens fragments and keeps nested groups', () => {
    expect(parseIconModule(FRAGMENT).nodes).toEqual([
      ['path', {d: 'M7 17v4h10v-4z'}],
      ['g', {fillRule: 'evenodd'}, [['path', {fillOpacity: '.3', d: 'M7 5h10v12H7z'}]]],
    ]);
  });

  it('replaces <use> by the element it references and drops <defs>', () => {
    expect(parseIconModule(USE).nodes).toEqual([['g', {opacity: '.3'}, [['path', {d: 'M4 8h10v11H4z'}]]]]);
  });

  it('fails with the module named on code it does not know', () => {
    expect(() => parseIconModule('export default createSvgIcon(makePath(), "X");', 'X.js')).toThrow(/X\.js/);
    expect(() => parseIconModule('export default 1;', 'Y.js')).toThrow(/Y\.js: no createSvgIcon/);
  });
});

describe('classifyModules', () => {
  const themes = classifyModules([
    'Alarm',
    'AlarmOutlined',
    'AlarmSharp',
    'AlarmTwoTone',
    'InsertChartOutlined',
    'InsertChartOutlinedSharp',
    'GitHub',
  ]);

  it('lists a module in the theme of its suffix under the base name', () => {
    expect(themes.get('sharp')).toEqual([
      {base: 'Alarm', module: 'AlarmSharp'},
      {base: 'InsertChartOutlined', module: 'InsertChartOutlinedSharp'},
    ]);
    expect(themes.get('two-tone')).toEqual([{base: 'Alarm', module: 'AlarmTwoTone'}]);
  });

  it('also lists a suffixed name in Filled when it has theme variants of its own', () => {
    expect(themes.get('filled')?.map((entry) => entry.base)).toEqual(['Alarm', 'GitHub', 'InsertChartOutlined']);
    expect(themes.get('outlined')?.map((entry) => entry.module)).toEqual(['AlarmOutlined', 'InsertChartOutlined']);
  });
});
