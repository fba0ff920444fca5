/**
 * Navbar item types: the stock ones plus ours (`custom-*` types pass theme validation).
 * This extends the original map instead of ejecting a copy of it.
 */
import OriginalComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import ProductIdentity from '../../components/ProductIdentity';
import DefaultNavigation from '../../components/DefaultNavigation';
import SettingsNavbarItem from '../../components/SettingsDrawer';
import VersionSwitcher from '../../components/VersionSwitcher';
import SearchNavbarItem from '../../components/Search';

const ComponentTypes: ComponentTypesObject = {
  ...(OriginalComponentTypes as ComponentTypesObject),
  'custom-productIdentity': ProductIdentity,
  'custom-defaultNavigation': DefaultNavigation,
  'custom-settings': SettingsNavbarItem,
  'custom-versionSwitcher': VersionSwitcher,
  'custom-search': SearchNavbarItem,
};

export default ComponentTypes;
