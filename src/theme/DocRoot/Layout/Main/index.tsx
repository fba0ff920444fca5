/**
 * Wraps (safe) the docs layout's main column to hold the page being left until the browser is
 * idle (src/components/KeepLeavingPage): its teardown then no longer delays the frames after a
 * client-side navigation's first one.
 */
import React, {type ReactNode} from 'react';
import Main from '@theme-original/DocRoot/Layout/Main';
import type MainType from '@theme/DocRoot/Layout/Main';
import type {WrapperProps} from '@docusaurus/types';
import KeepLeavingPage from '../../../../components/KeepLeavingPage';

type Props = WrapperProps<typeof MainType>;

export default function MainWrapper({children, ...props}: Props): ReactNode {
  return (
    <Main {...props}>
      <KeepLeavingPage>{children}</KeepLeavingPage>
    </Main>
  );
}
