/**
 * Ejected (unsafe) from theme-classic 3.10: the banner of a version snapshot names the product
 * ("documentation for Material UI v9.9.9"), where theme-classic names the site ("MUI Docs"),
 * which hosts several products each with its own versions. The product is the docs plugin
 * instance being read (`productById`); a plugin that is not a product keeps the site's title.
 * The rest is theme-classic's: the same translation ids, classes and same-page link. Re-diff
 * against theme-classic on every upgrade.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {
  useActivePlugin,
  useDocVersionSuggestions,
  useDocsPreferredVersion,
  useDocsVersion,
} from '@docusaurus/plugin-content-docs/client';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/DocVersionBanner';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {productById} from '../../data/products';

interface BannerLabelProps {
  /** What the documentation is of: the product's name. */
  readonly title: string;
  readonly versionMetadata: PropVersionMetadata;
}

function BannerLabel({title, versionMetadata}: BannerLabelProps): ReactNode {
  const versionLabel = <b>{versionMetadata.label}</b>;
  // `siteTitle` is theme-classic's placeholder name, kept so that its translations still apply.
  if (versionMetadata.banner === 'unreleased') {
    return (
      <Translate
        id="theme.docs.versions.unreleasedVersionLabel"
        description="The label used to tell the user that he's browsing an unreleased doc version"
        values={{siteTitle: title, versionLabel}}>
        {'This is unreleased documentation for {siteTitle} {versionLabel} version.'}
      </Translate>
    );
  }
  return (
    <Translate
      id="theme.docs.versions.unmaintainedVersionLabel"
      description="The label used to tell the user that he's browsing an unmaintained doc version"
      values={{siteTitle: title, versionLabel}}>
      {'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'}
    </Translate>
  );
}

function LatestVersionSuggestionLabel({versionLabel, to, onClick}: {readonly to: string; readonly onClick: () => void; readonly versionLabel: string}): ReactNode {
  return (
    <Translate
      id="theme.docs.versions.latestVersionSuggestionLabel"
      description="The label used to tell the user to check the latest version"
      values={{
        versionLabel,
        latestVersionLink: (
          <b>
            <Link to={to} onClick={onClick}>
              <Translate id="theme.docs.versions.latestVersionLinkLabel" description="The label used for the latest version suggestion link label">
                latest version
              </Translate>
            </Link>
          </b>
        ),
      }}>
      {'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'}
    </Translate>
  );
}

function DocVersionBannerEnabled({className, versionMetadata}: Props & {readonly versionMetadata: PropVersionMetadata}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // A docs page always has an active docs plugin: failfast throws otherwise.
  const pluginId = useActivePlugin({failfast: true})?.pluginId ?? versionMetadata.pluginId;
  const title = productById(pluginId)?.name ?? siteConfig.title;
  const {savePreferredVersionName} = useDocsPreferredVersion(pluginId);
  const {latestDocSuggestion, latestVersionSuggestion} = useDocVersionSuggestions(pluginId);
  // The same doc in the latest version when it has it, else that version's main doc.
  const suggestedPath =
    latestDocSuggestion?.path ??
    latestVersionSuggestion.docs.find((doc) => doc.id === latestVersionSuggestion.mainDocId)?.path ??
    latestVersionSuggestion.path;

  return (
    <div className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')} role="alert">
      <div>
        <BannerLabel title={title} versionMetadata={versionMetadata} />
      </div>
      <div className="margin-top--md">
        <LatestVersionSuggestionLabel
          versionLabel={latestVersionSuggestion.label}
          to={suggestedPath}
          onClick={() => savePreferredVersionName(latestVersionSuggestion.name)}
        />
      </div>
    </div>
  );
}

export default function DocVersionBanner({className}: Props): ReactNode {
  const versionMetadata = useDocsVersion();
  return versionMetadata.banner ? <DocVersionBannerEnabled className={className} versionMetadata={versionMetadata} /> : null;
}
