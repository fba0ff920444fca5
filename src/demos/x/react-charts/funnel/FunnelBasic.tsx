import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const steps = [
  { id: 'visit', label: 'Visited the store', value: 12400 },
  { id: 'product', label: 'Viewed a product', value: 7300 },
  { id: 'cart', label: 'Added to cart', value: 2900 },
  { id: 'checkout', label: 'Started checkout', value: 1600 },
  { id: 'order', label: 'Placed an order', value: 1100 },
];

export default function FunnelBasic() {
  return (
    <FunnelChart
      height={320}
      series={[
        {
          data: steps,
          label: 'Shoppers',
          valueFormatter: (item) => item.value.toLocaleString('en-US'),
        },
      ]}
    />
  );
}
