/**
 * Web-vital metrics as analytics events, one event per report of a metric.
 */
import {WEB_VITALS_METRIC_LABEL} from '../../constants/analytics';
import type {GtagEventArgs} from '../gtag';

/** The fields of a `web-vitals` metric that are reported. */
export interface WebVitalMetric {
  readonly id: string;
  readonly name: string;
  readonly delta: number;
  readonly value: number;
  /** `web-vitals` metrics carry no label; every one of them is a web vital. */
  readonly label?: string;
}

/**
 * The event for one metric, named after it. `value` is the delta so that summing a metric's
 * events gives its final value (the shape the web-vitals README recommends for GA4).
 */
export function webVitalPayload(metric: WebVitalMetric): GtagEventArgs {
  return [
    'event',
    metric.name,
    {
      value: metric.delta,
      metric_id: metric.id,
      metric_label: metric.label ?? WEB_VITALS_METRIC_LABEL,
      metric_value: metric.value,
      metric_delta: metric.delta,
    },
  ];
}
