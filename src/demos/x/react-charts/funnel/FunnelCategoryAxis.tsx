import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const stages = ['Awareness', 'Interest', 'Consideration', 'Intent', 'Purchase'];
const values = [20000, 9000, 5200, 2100, 900];

export default function FunnelCategoryAxis() {
  return (
    <FunnelChart
      height={300}
      categoryAxis={{ categories: stages, position: 'bottom' }}
      series={[
        {
          layout: 'horizontal',
          label: 'Audience',
          data: values.map((value) => ({ value })),
          valueFormatter: (item) => item.value.toLocaleString('en-US'),
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
      hideLegend
    />
  );
}
