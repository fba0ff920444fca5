/**
 * A demo's preview as it renders live: the demo in the demo theme (MUI's theme provider and
 * Emotion's cache, at the reader's demo density), with its crash box. A chunk of its own in the
 * browser, loaded when the first demo of a page goes live (it comes with the page's demo code, see
 * `withLiveCode` in plugins/demos): until then a page of demos loads no MUI and no Emotion, and
 * shows their server HTML.
 */
import React, {type ReactNode} from 'react';
import MuiScope from '../../MuiScope';
import DemoPreview, {type DemoPreviewProps} from './DemoPreview';
import {provideLivePreview} from '../livePreviewModule';

export default function LivePreview(props: DemoPreviewProps): ReactNode {
  return (
    <MuiScope dense>
      <DemoPreview {...props} />
    </MuiScope>
  );
}

// Whatever brings this module (a page's demo code, Joy UI's provider) makes it the preview's.
provideLivePreview(LivePreview);
