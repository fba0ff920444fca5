/**
 * Analytics settings computed in Node by the site config (`customFields`), read back by the
 * client module. Pure: the environment is passed in.
 */
import {MEASUREMENT_IDS, PRODUCTION_DEPLOY_ENVS, type MeasurementId} from '../../constants/analytics';

/**
 * The measurement id for a deploy environment (`DEPLOY_ENV`). Local builds, previews and test
 * builds report to the development property, so they never pollute production reports.
 */
export function measurementIdFor(deployEnv: string | undefined): MeasurementId {
  return (PRODUCTION_DEPLOY_ENVS as readonly (string | undefined)[]).includes(deployEnv)
    ? MEASUREMENT_IDS.production
    : MEASUREMENT_IDS.development;
}

/** The measurement id stored in `customFields`, or the development one when it is missing. */
export function measurementIdFromCustomFields(customFields: Readonly<Record<string, unknown>> | undefined, field: string): string {
  const value = customFields?.[field];
  return typeof value === 'string' && value !== '' ? value : MEASUREMENT_IDS.development;
}
