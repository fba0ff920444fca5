import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

const products = ['Basic', 'Plus', 'Pro', 'Team', 'Enterprise'];

export default function ExportFormats() {
  return (
    <BarChartPro
      height={320}
      showToolbar
      slotProps={{
        toolbar: {
          printOptions: { fileName: 'subscriptions' },
          imageExportOptions: [
            { type: 'image/png', fileName: 'subscriptions' },
            { type: 'image/jpeg', quality: 0.8, fileName: 'subscriptions' },
            { type: 'image/webp', fileName: 'subscriptions' },
          ],
        },
      }}
      xAxis={[{ scaleType: 'band', data: products }]}
      series={[{ data: [1200, 860, 540, 310, 95], label: 'Subscriptions' }]}
    />
  );
}
