import * as React from 'react';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

/**
 * Reads the nonce your server wrote into the page, for example
 * <meta property="csp-nonce" nonce="..."> (browsers hide the value from
 * getAttribute, so it is read from the `nonce` property).
 */
const subscribe = () => () => {};
const readNonce = () =>
  document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

function useCspNonce(): string | undefined {
  // No nonce while rendering on the server; the browser reads it from the page.
  return React.useSyncExternalStore(subscribe, readNonce, () => undefined);
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function CspExportNonce() {
  const nonce = useCspNonce();

  return (
    <LineChartPro
      height={300}
      showToolbar
      slotProps={{
        toolbar: {
          printOptions: { nonce },
          imageExportOptions: [{ type: 'image/png', nonce }],
        },
      }}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[{ data: [4.1, 4.4, 5.2, 5.0, 5.9, 6.3], label: 'Signed contracts (k)' }]}
    />
  );
}
