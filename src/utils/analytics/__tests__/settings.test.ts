import {describe, expect, it} from 'vitest';
import {measurementIdFor, measurementIdFromCustomFields} from '../settings';

describe('measurementIdFor', () => {
  it.each([
    ['production', 'G-MUIDOCS01'],
    ['staging', 'G-MUIDOCS01'],
    ['development', 'G-MUIDOCSDEV'],
    ['preview', 'G-MUIDOCSDEV'],
    ['', 'G-MUIDOCSDEV'],
    [undefined, 'G-MUIDOCSDEV'],
    ['Production', 'G-MUIDOCSDEV'],
  ])('DEPLOY_ENV=%s → %s', (deployEnv, expected) => {
    expect(measurementIdFor(deployEnv)).toBe(expected);
  });
});

describe('measurementIdFromCustomFields', () => {
  it.each([
    [{gaMeasurementId: 'G-MUIDOCS01'}, 'G-MUIDOCS01'],
    [{gaMeasurementId: ''}, 'G-MUIDOCSDEV'],
    [{gaMeasurementId: 42}, 'G-MUIDOCSDEV'],
    [{}, 'G-MUIDOCSDEV'],
    [undefined, 'G-MUIDOCSDEV'],
  ])('%j → %s', (customFields, expected) => {
    expect(measurementIdFromCustomFields(customFields, 'gaMeasurementId')).toBe(expected);
  });
});
