/** Draws an icon from its data: an `SvgIcon` holding the icon's SVG elements. */
import React, {createElement, memo, type ReactNode} from 'react';
import SvgIcon, {type SvgIconProps} from '@mui/material/SvgIcon';
import type {IconNode} from './types';

function renderNode([tag, attrs, children]: IconNode, index: number): ReactNode {
  return createElement(tag, {...attrs, key: index}, children?.map(renderNode));
}

interface IconSvgProps extends Omit<SvgIconProps, 'children'> {
  readonly nodes: readonly IconNode[];
}

function IconSvg({nodes, ...props}: IconSvgProps): ReactNode {
  return <SvgIcon {...props}>{nodes.map(renderNode)}</SvgIcon>;
}

export default memo(IconSvg);
